import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { ToirogList } from "../model/types";

/** `/api/cache/election/toirog`: the constituencies with their candidates (`bPoliticians`). */
export function useToirog(year: number): ApiQuery<ToirogList> {
  const { lang } = usePortal();
  return useApiQuery<ToirogList>(apiUrl("/api/cache/election/toirog", { lang, year }));
}
