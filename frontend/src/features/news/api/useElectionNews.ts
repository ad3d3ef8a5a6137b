import { useQuery, useQueryClient } from "@/shared/query";
import { useCallback, useRef, useState } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import { embeddedError } from "@/shared/api/queryClient";
import type { Language } from "@/shared/i18n/language";
import { useOnChange } from "@/shared/hooks/useOnChange";
import { isFullPage } from "@/shared/lib/paging";
import type { LatestResponse, NewsItem } from "../model/types";

export const ELECTION_NEWS_PAGE_SIZE = 3;
const PATH = "/api/election/parliament/news";

type Params = Record<string, string | number>;

function pageParams(lang: Language, year: number, lastNewsDaraalal?: number): Params {
  return { lang, size: ELECTION_NEWS_PAGE_SIZE, year, ...(lastNewsDaraalal === undefined ? {} : { lastNewsDaraalal }) };
}

/** The key of a page: the POST's URL with its form fields as parameters (the server embeds the first). */
export function electionNewsKey(lang: Language, year: number, lastNewsDaraalal?: number): string {
  return apiUrl(PATH, pageParams(lang, year, lastNewsDaraalal));
}

export interface ElectionNews {
  items: NewsItem[];
  error: ApiRequestError | null;
  isPending: boolean;
  isLoading: boolean;
  hasMore: boolean;
  hasFailed: boolean;
  loadMore: () => void;
}

/** POST /api/election/parliament/news: three a page, the next page after the last item's daraalal. */
export function useElectionNews(year: number): ElectionNews {
  const { lang, queries } = usePortal();
  const firstKey = electionNewsKey(lang, year);
  const embedded = embeddedError(queries, firstKey);
  const first = useQuery<LatestResponse, ApiRequestError>({
    queryKey: [firstKey],
    queryFn: () => postForm<LatestResponse>(PATH, pageParams(lang, year)),
    enabled: !embedded,
  });
  const queryClient = useQueryClient();
  const firstItems = first.data?.shinemedee_list;
  const [more, setMore] = useState<NewsItem[]>([]);
  // From the first page at once, as the server render has it (a button drawn, then taken away,
  // would move everything under it).
  const [hasMore, setHasMore] = useState(() => isFullPage(firstItems, ELECTION_NEWS_PAGE_SIZE));
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const inFlight = useRef(false);

  useOnChange(firstItems, (items) => {
    setMore([]);
    setHasMore(isFullPage(items, ELECTION_NEWS_PAGE_SIZE));
  });

  const items = [...(firstItems ?? []), ...more];
  const last = items[items.length - 1];
  const loadMore = useCallback(() => {
    if (inFlight.current || !last) return;
    inFlight.current = true;
    setIsLoading(true);
    setHasFailed(false);
    const params = pageParams(lang, year, last.daraalal);
    queryClient
      .fetchQuery({ queryKey: [apiUrl(PATH, params)], queryFn: () => postForm<LatestResponse>(PATH, params) })
      .then((page) => {
        setMore((current) => {
          const seen = new Set([...(firstItems ?? []), ...current].map((item) => item.id));
          return [...current, ...page.shinemedee_list.filter((item) => !seen.has(item.id))];
        });
        setHasMore(isFullPage(page.shinemedee_list, ELECTION_NEWS_PAGE_SIZE));
      })
      .catch(() => setHasFailed(true))
      .finally(() => {
        inFlight.current = false;
        setIsLoading(false);
      });
  }, [lang, year, last, firstItems, queryClient]);

  return {
    items,
    error: embedded ?? first.error,
    isPending: first.isPending && !embedded,
    isLoading,
    hasMore,
    hasFailed,
    loadMore,
  };
}
