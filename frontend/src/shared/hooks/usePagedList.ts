import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ApiRequestError } from "@/shared/api/client";
import { embeddedError } from "@/shared/api/queryClient";
import { pagedItems } from "@/shared/lib/pagedList";
import { usePortal } from "@/shared/portal/PortalContext";
import { useUnembeddedRead } from "./useApiQuery";

/** How a list is read a page at a time. */
export interface PageSource<P, T, C> {
  /** The first page's URL: the server embeds the page under it. */
  firstUrl: string;
  /** The first page (cursor null) or the page after `cursor`. */
  fetchPage: (cursor: C | null, signal: AbortSignal) => Promise<P>;
  /** What a page lists. Keep it the same function from render to render: the list is worked out once per page. */
  items: (page: P) => T[];
  /** The cursor of the page after `page`, or null when `page` was the last. */
  next: (page: P) => C | null;
}

export interface PagedList<T> {
  /** The first page, then every page loaded after it. */
  items: T[];
  hasMore: boolean;
  isLoading: boolean;
  /** The last "load more" failed (the first page's own error is `error`). */
  hasFailed: boolean;
  /** Fetch the next page; ignored while one is in flight. The same function from render to render. */
  loadMore: () => void;
}

export interface PagedQuery<P, T> extends PagedList<T> {
  /** The first page's full response (e.g. the category it belongs to). */
  firstPage: P | undefined;
  error: ApiRequestError | null;
  isPending: boolean;
}

interface PagedData<P, T> {
  firstPage: P | undefined;
  items: T[];
}

const NO_ITEMS: never[] = [];

/**
 * A list with "load more", read through one infinite query keyed by its first page's URL. The
 * first page is the one the cache holds under that URL (the server's embedded answer, so
 * hydration makes no request); another first URL is another list, so nothing of the old list
 * shows under the new one. Refetched when stale, the list refetches every page it has.
 */
export function usePagedList<P, T extends { id: number }, C>(source: PageSource<P, T, C>, enabled = true): PagedQuery<P, T> {
  const { firstUrl, fetchPage, items, next } = source;
  const { queries } = usePortal();
  const queryClient = useQueryClient();
  const embedded = embeddedError(queries, firstUrl);
  useUnembeddedRead(firstUrl, enabled);
  const select = useCallback(
    (data: InfiniteData<P, C | null>): PagedData<P, T> => ({ firstPage: data.pages[0], items: pagedItems(data.pages, items) }),
    [items],
  );
  const query = useInfiniteQuery<P, ApiRequestError, PagedData<P, T>, readonly unknown[], C | null>({
    // Under the first page's key: invalidating that URL reaches the list too.
    queryKey: [firstUrl, "pages"],
    // The context's pageParam type is conditional on C, which TypeScript cannot settle for a type parameter.
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam as C | null, signal),
    initialPageParam: null as C | null,
    getNextPageParam: (lastPage: P) => next(lastPage),
    initialData: () => {
      const first = queryClient.getQueryData<P>([firstUrl]);
      return first === undefined ? undefined : { pages: [first], pageParams: [null] };
    },
    initialDataUpdatedAt: () => queryClient.getQueryState([firstUrl])?.dataUpdatedAt,
    enabled: enabled && !embedded,
    select,
  });
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => {
    // A page in flight is not asked for again (it would start over). A refetch of the pages held
    // (embedded data older than its stale time, e.g. a kept page's layout list) gives way to the
    // reader's tap instead of swallowing it.
    const state = queryClient.getQueryState([firstUrl, "pages"]);
    const pageInFlight = state?.fetchStatus === "fetching" && state.fetchMeta?.fetchMore !== undefined;
    void fetchNextPage({ cancelRefetch: !pageInFlight });
  }, [fetchNextPage, queryClient, firstUrl]);
  return {
    items: query.data?.items ?? NO_ITEMS,
    firstPage: query.data?.firstPage,
    hasMore: query.hasNextPage,
    isLoading: query.isFetchingNextPage,
    hasFailed: query.isFetchNextPageError,
    loadMore,
    error: embedded ?? (query.isFetchNextPageError ? null : query.error),
    isPending: query.isPending && !embedded,
  };
}
