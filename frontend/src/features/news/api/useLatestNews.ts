import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { LatestResponse } from "../model/types";
import { usePagedNews, type PagedNews } from "./usePagedNews";
import { WITHOUT_LEADS } from "./withoutLeads";
import { LATEST_PAGE_SIZE } from "../model/pageSizes";

/** `/api/cache/news/shinemedee`: the latest news, paged by `lastNewsDate` + `lastId`. */
export function latestNewsUrl(lang: Language, cursor: ListCursor | null = null): string {
  return apiUrl("/api/cache/news/shinemedee", {
    lang,
    size: LATEST_PAGE_SIZE,
    lastNewsDate: cursor?.date,
    lastId: cursor?.id,
    ...WITHOUT_LEADS,
  });
}

const pickLatest = (data: LatestResponse) => data.shinemedee_list;

export function useLatestNews(): PagedNews<LatestResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: latestNewsUrl(lang),
      nextUrl: (cursor: ListCursor) => latestNewsUrl(lang, cursor),
      pick: pickLatest,
      pageSize: LATEST_PAGE_SIZE,
    }),
    [lang],
  );
  return usePagedNews(source);
}
