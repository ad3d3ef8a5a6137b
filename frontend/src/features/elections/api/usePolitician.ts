import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { PoliticianPage } from "../model/types";

/** `/api/cache/election/politician/{id}`: one candidate and the other elections they stood in. */
export function usePolitician(id: string): ApiQuery<PoliticianPage> {
  const { lang } = usePortal();
  return useApiQuery<PoliticianPage>(apiUrl(`/api/cache/election/politician/${id}`, { lang }));
}
