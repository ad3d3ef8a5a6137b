import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { TrendResponse } from "../model/types";
import { WITHOUT_LEADS } from "./withoutLeads";
import { TREND_LIST_SIZE } from "../model/pageSizes";

/** `/api/cache/news/trend?size=30&lead=0`: the full trend list (/trend/list, /mtrend). */
export function trendListUrl(lang: Language): string {
  return apiUrl("/api/cache/news/trend", { lang, size: TREND_LIST_SIZE, ...WITHOUT_LEADS });
}

export function useTrendList(): ApiQuery<TrendResponse> {
  const { lang } = usePortal();
  return useApiQuery<TrendResponse>(trendListUrl(lang));
}
