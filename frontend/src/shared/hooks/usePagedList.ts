import { useCallback, useMemo, useRef, useState } from "react";
import { appendPage, listItems, startList, type PageSource, type PagedListState } from "@/shared/lib/pagedList";

export interface PagedList<T> {
  /** The first page, then every page loaded after it. */
  items: T[];
  hasMore: boolean;
  isLoading: boolean;
  /** The last "load more" failed (the first page's own error is the caller's query's). */
  hasFailed: boolean;
  /** Fetch the next page; ignored while one is in flight. */
  loadMore: () => void;
}

/**
 * A list drawn from its first page (embedded by the server, read by the caller's query) with pages
 * appended on "load more". The state belongs to the first page it grew from: a first page fetched
 * again starts the list over in the same render, so nothing of the old list flashes under the new
 * one, and the first render after hydration needs no reset at all.
 */
export function usePagedList<P, T extends { id: number }, C>(first: P | undefined, source: PageSource<P, T, C>): PagedList<T> {
  const [saved, setSaved] = useState<PagedListState<P, T, C>>(() => startList(first, source));
  const list = saved.first === first ? saved : startList(first, source);
  // loadMore stays the same function from render to render: lists hand it to scroll handlers.
  const latest = useRef({ list, source });
  latest.current = { list, source };
  const inFlight = useRef(false);

  const loadMore = useCallback(() => {
    const { list: from, source: pages } = latest.current;
    if (inFlight.current || from.cursor === null) return;
    inFlight.current = true;
    // Saved state may be another first page's (a list shown fresh has none of its own yet). A page
    // that answers after its list was started over is kept with its own first page, not shown.
    const settle = (change: (current: PagedListState<P, T, C>) => PagedListState<P, T, C>) =>
      setSaved((current) => change(current.first === from.first ? current : from));
    settle((current) => ({ ...current, isLoading: true, hasFailed: false }));
    pages
      .fetchPage(from.cursor)
      .then((page) => settle((current) => appendPage(current, page, pages)))
      .catch(() => settle((current) => ({ ...current, isLoading: false, hasFailed: true })))
      .finally(() => {
        inFlight.current = false;
      });
  }, []);

  const { first: firstPage, more } = list;
  const { items: pick } = source;
  const items = useMemo(() => listItems({ first: firstPage, more }, pick), [firstPage, more, pick]);
  return { items, hasMore: list.cursor !== null, isLoading: list.isLoading, hasFailed: list.hasFailed, loadMore };
}
