import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { PartyLists } from "../model/types";

/** `/api/cache/{year}/parlamentjagsaalt`: the party lists, or a note when the source has none. */
export function usePartyLists(year: number): ApiQuery<PartyLists> {
  const { lang } = usePortal();
  return useApiQuery<PartyLists>(apiUrl(`/api/cache/${year}/parlamentjagsaalt`, { lang }));
}
