import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { ElectionPage } from "../model/types";

/** `/api/cache/election`: an election with its parties; no year means the latest of that kind. */
export function electionPageUrl(lang: Language, year: number | null): string {
  return apiUrl("/api/cache/election", { kind: "parliament", lang, year });
}

export function useElectionPage(year: number | null): ApiQuery<ElectionPage> {
  const { lang } = usePortal();
  return useApiQuery<ElectionPage>(electionPageUrl(lang, year));
}
