import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { TrendResponse } from "../model/types";
import { WITHOUT_LEADS } from "./withoutLeads";
import { TREND_SIZE } from "../model/pageSizes";

/** `/api/cache/news/trend`: the most read news of the last days (one page, no cursor). */
export function trendNewsUrl(lang: Language): string {
  return apiUrl("/api/cache/news/trend", { lang, size: TREND_SIZE, ...WITHOUT_LEADS });
}

export function fetchTrendNews(lang: Language): Promise<TrendResponse> {
  return fetchJson<TrendResponse>(trendNewsUrl(lang));
}

/** Embedded in the pages that show it; the sidebar passes `enabled` once its trend tab is opened. */
export function useTrendNews(enabled = true): ApiQuery<TrendResponse> {
  const { lang } = usePortal();
  return useApiQuery<TrendResponse>(trendNewsUrl(lang), enabled);
}
