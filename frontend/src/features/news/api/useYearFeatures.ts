import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { YearFeaturesResponse } from "../model/readingTypes";

/** `/api/cache/tagmedee?year=`: the feature page of a year (toim); no year = this year. */
export function yearFeaturesUrl(lang: Language, year: string | undefined): string {
  return apiUrl("/api/cache/tagmedee", { lang, year });
}

export function useYearFeatures(year: string | undefined): ApiQuery<YearFeaturesResponse> {
  const { lang } = usePortal();
  return useApiQuery<YearFeaturesResponse>(yearFeaturesUrl(lang, year));
}
