import { useQueryClient } from "@/shared/query";
import { useCallback, useReducer, useRef } from "react";
import { fetchJson } from "@/shared/api/client";
import type { ApiRequestError } from "@/shared/api/client";
import { useApiQuery } from "@/shared/hooks/useApiQuery";
import { useOnChange } from "@/shared/hooks/useOnChange";
import { initialNewsList, newsListReducer, type ListCursor, type NewsListState } from "../model/newsList";
import type { NewsItem } from "../model/types";

export interface PagedNewsSource<T> {
  /** The first page (the URL the server embeds). */
  firstUrl: string;
  /** The URL of the page after `cursor`. */
  nextUrl: (cursor: ListCursor) => string;
  /** The list inside a response. */
  pick: (data: T) => NewsItem[];
  pageSize: number;
}

export interface PagedNews<T> extends NewsListState {
  /** The first page's full response (e.g. the category it belongs to). */
  firstPage: T | undefined;
  error: ApiRequestError | null;
  isPending: boolean;
  /** Fetch the next page; ignored while one is already in flight. */
  loadMore: () => void;
}

/** A cursor-paged news list whose first page comes embedded in the page (see newsListReducer). */
export function usePagedNews<T>(source: PagedNewsSource<T>, enabled = true): PagedNews<T> {
  const { firstUrl, nextUrl, pick, pageSize } = source;
  const first = useApiQuery<T>(firstUrl, enabled);
  const [state, dispatch] = useReducer(newsListReducer, undefined, () =>
    initialNewsList(first.data ? pick(first.data) : [], pageSize),
  );
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const latest = useRef(state);
  latest.current = state;

  // A (re)fetched first page replaces the list: spec section 4, "an initial fetch replaces the list".
  // pick is a pure selector: only a new first page decides a replace.
  useOnChange(first.data, (firstData) => {
    if (firstData) dispatch({ type: "replace", items: pick(firstData), pageSize });
  });

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (inFlight.current || !current.hasMore || !current.cursor) return;
    inFlight.current = true;
    dispatch({ type: "loadStart" });
    const url = nextUrl(current.cursor);
    queryClient
      .fetchQuery({ queryKey: [url], queryFn: () => fetchJson<T>(url) })
      .then((data) => dispatch({ type: "append", items: pick(data), pageSize }))
      .catch(() => dispatch({ type: "loadFail" }))
      .finally(() => {
        inFlight.current = false;
      });
  }, [nextUrl, pick, pageSize, queryClient]);

  return { ...state, firstPage: first.data, error: first.error, isPending: first.isPending, loadMore };
}
