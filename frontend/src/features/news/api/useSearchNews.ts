import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson, type ApiRequestError } from "@/shared/api/client";
import { usePagedList, type PagedList } from "@/shared/hooks/usePagedList";
import type { Language } from "@/shared/i18n/language";
import type { SearchResponse } from "../model/readingTypes";
import { nextSearchCursor, type SearchCursor } from "../model/searchPaging";
import type { NewsItem } from "../model/types";
import { SEARCH_PAGE_SIZE } from "../model/pageSizes";

/** `/api/cache/news/search`: one page of results; `query` "" is sent as no query (the API explains). */
export function searchUrl(lang: Language, query: string, cursor: SearchCursor | null = null): string {
  return apiUrl("/api/cache/news/search", {
    lang,
    query,
    size: SEARCH_PAGE_SIZE,
    lastDate: cursor?.lastDate,
    lastId: cursor?.lastId,
    phase: cursor && cursor.phase !== 1 ? cursor.phase : undefined,
  });
}

export interface SearchNews extends PagedList<NewsItem> {
  error: ApiRequestError | null;
  isPending: boolean;
}

const pickResults = (page: SearchResponse) => page.result;
const nextPage = (page: SearchResponse) => nextSearchCursor(page, SEARCH_PAGE_SIZE);

/** Search results: title matches first, then the rest, "load more" continuing in the answer's phase. */
export function useSearchNews(query: string | null): SearchNews {
  const { lang } = usePortal();
  const pages = useMemo(
    () => ({
      firstUrl: searchUrl(lang, query ?? ""),
      fetchPage: (cursor: SearchCursor | null, signal: AbortSignal) => fetchJson<SearchResponse>(searchUrl(lang, query ?? "", cursor), { signal }),
      items: pickResults,
      next: nextPage,
    }),
    [lang, query],
  );
  const list = usePagedList(pages, query !== null);
  return { ...list, isPending: query !== null && list.isPending };
}
