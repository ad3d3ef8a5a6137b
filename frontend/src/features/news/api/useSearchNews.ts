import { useQueryClient } from "@/shared/query";
import { useCallback, useRef, useState } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl, fetchJson, type ApiRequestError } from "@/shared/api/client";
import { useApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import { useOnChange } from "@/shared/hooks/useOnChange";
import type { SearchResponse } from "../model/readingTypes";
import { nextSearchCursor, type SearchCursor } from "../model/searchPaging";
import type { NewsItem } from "../model/types";

export const SEARCH_PAGE_SIZE = 10;

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

export interface SearchNews {
  items: NewsItem[];
  error: ApiRequestError | null;
  isPending: boolean;
  hasMore: boolean;
  isLoading: boolean;
  hasFailed: boolean;
  loadMore: () => void;
}

interface MoreState {
  items: NewsItem[];
  cursor: SearchCursor | null;
  isLoading: boolean;
  hasFailed: boolean;
}

/** Search results: title matches first, then the rest, "load more" continuing in the answer's phase. */
export function useSearchNews(query: string | null): SearchNews {
  const { lang } = usePortal();
  const first = useApiQuery<SearchResponse>(searchUrl(lang, query ?? ""), query !== null);
  const queryClient = useQueryClient();
  const [more, setMore] = useState<MoreState>(() => ({
    items: [],
    cursor: first.data ? nextSearchCursor(first.data, SEARCH_PAGE_SIZE) : null,
    isLoading: false,
    hasFailed: false,
  }));
  const inFlight = useRef(false);

  const firstData = first.data;
  useOnChange(firstData, (page) => {
    setMore({ items: [], cursor: page ? nextSearchCursor(page, SEARCH_PAGE_SIZE) : null, isLoading: false, hasFailed: false });
  });

  const cursor = more.cursor;
  const loadMore = useCallback(() => {
    if (inFlight.current || !cursor) return;
    inFlight.current = true;
    setMore((state) => ({ ...state, isLoading: true, hasFailed: false }));
    const url = searchUrl(lang, query ?? "", cursor);
    queryClient
      .fetchQuery({ queryKey: [url], queryFn: () => fetchJson<SearchResponse>(url) })
      .then((page) =>
        setMore((state) => {
          const seen = new Set(state.items.map((item) => item.id));
          const fresh = page.result.filter((item) => !seen.has(item.id));
          return { items: [...state.items, ...fresh], cursor: nextSearchCursor(page, SEARCH_PAGE_SIZE), isLoading: false, hasFailed: false };
        }),
      )
      .catch(() => setMore((state) => ({ ...state, isLoading: false, hasFailed: true })))
      .finally(() => {
        inFlight.current = false;
      });
  }, [cursor, lang, query, queryClient]);

  const firstItems = firstData?.result ?? [];
  const seenFirst = new Set(firstItems.map((item) => item.id));
  return {
    items: [...firstItems, ...more.items.filter((item) => !seenFirst.has(item.id))],
    error: first.error,
    isPending: query !== null && first.isPending,
    hasMore: more.cursor !== null,
    isLoading: more.isLoading,
    hasFailed: more.hasFailed,
    loadMore,
  };
}
