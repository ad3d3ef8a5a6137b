import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson, type ApiRequestError } from "@/shared/api/client";
import { usePagedList, type PagedList } from "@/shared/hooks/usePagedList";
import type { Language } from "@/shared/i18n/language";
import type { SearchResponse } from "../model/readingTypes";
import { nextSearchCursor, type SearchCursor, type SearchSort } from "../model/searchPaging";
import type { NewsItem } from "../model/types";
import type { TextMarks } from "../model/marks";
import { SEARCH_PAGE_SIZE } from "../model/pageSizes";

/** What a reader narrows a search to (the search page's query string, the API's parameters). */
export interface SearchOptions {
  sort?: SearchSort;
  category?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** A result with where its title and lead hold the query's words. */
export type SearchHit = NewsItem & { marks?: TextMarks };

/** `/api/cache/news/search`: one page of results; `query` "" is sent as no query (the API explains). */
export function searchUrl(lang: Language, query: string, options: SearchOptions = {}, cursor: SearchCursor | null = null): string {
  return apiUrl("/api/cache/news/search", {
    lang,
    query,
    size: SEARCH_PAGE_SIZE,
    sort: options.sort === "date" ? "date" : undefined,
    category: options.category ?? undefined,
    dateFrom: options.dateFrom ?? undefined,
    dateTo: options.dateTo ?? undefined,
    offset: cursor?.offset || undefined,
    lastDate: cursor?.lastDate,
    lastId: cursor?.lastId,
    phase: cursor && cursor.phase !== 1 ? cursor.phase : undefined,
  });
}

export interface SearchNews extends PagedList<SearchHit> {
  error: ApiRequestError | null;
  isPending: boolean;
  /** "Did you mean": the query with its likely words, when nothing was found. */
  suggestion: string | null;
}

const pickResults = (page: SearchResponse): SearchHit[] => {
  const marks = new Map(page.highlights.map((mark) => [mark.id, mark]));
  return page.result.map((item) => ({ ...item, marks: marks.get(item.id) }));
};

/** Search results, best match first (or newest first), "load more" continuing where the answer says. */
export function useSearchNews(query: string | null, options: SearchOptions = {}): SearchNews {
  const { lang } = usePortal();
  const { sort = "relevance", category, dateFrom, dateTo } = options;
  const pages = useMemo(() => {
    const chosen = { sort, category, dateFrom, dateTo };
    return {
      firstUrl: searchUrl(lang, query ?? "", chosen),
      fetchPage: (cursor: SearchCursor | null, signal: AbortSignal) => fetchJson<SearchResponse>(searchUrl(lang, query ?? "", chosen, cursor), { signal }),
      items: pickResults,
      next: (page: SearchResponse) => nextSearchCursor(page, SEARCH_PAGE_SIZE, sort),
    };
  }, [lang, query, sort, category, dateFrom, dateTo]);
  const list = usePagedList(pages, query !== null);
  return { ...list, isPending: query !== null && list.isPending, suggestion: list.firstPage?.suggestion ?? null };
}
