import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { DistrictList } from "../model/types";

/** `/api/cache/{year}/parlamentdistrict`: the constituencies with their candidate and winner counts. */
export function useDistricts(year: number): ApiQuery<DistrictList> {
  const { lang } = usePortal();
  return useApiQuery<DistrictList>(apiUrl(`/api/cache/${year}/parlamentdistrict`, { lang }));
}
