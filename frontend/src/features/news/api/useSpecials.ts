import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { SpecialsResponse } from "../model/types";
import { WITHOUT_LEADS } from "./withoutLeads";

/** `/api/cache/news/specials`: ontslohNewsList {classic, tom, zurag}. */
export function specialsUrl(lang: Language): string {
  return apiUrl("/api/cache/news/specials", { lang, ...WITHOUT_LEADS });
}

export function fetchSpecials(lang: Language): Promise<SpecialsResponse> {
  return fetchJson<SpecialsResponse>(specialsUrl(lang));
}

export function useSpecials(): ApiQuery<SpecialsResponse> {
  const { lang } = usePortal();
  return useApiQuery<SpecialsResponse>(specialsUrl(lang));
}
