import { useCallback, useRef, useState } from "react";
import { isFullPage } from "@/shared/lib/paging";
import { useOnChange } from "./useOnChange";

export interface MorePages<T> {
  /** The first page, then every page loaded after it. */
  items: T[];
  hasMore: boolean;
  isLoading: boolean;
  /** The last "load more" failed (the first page's own error is the caller's query's). */
  hasFailed: boolean;
  /** Fetch the page after the last item; ignored while one is in flight. */
  loadMore: () => void;
}

/**
 * A list drawn from its first page (embedded by the server, read by the caller's query) with pages
 * appended on "load more". `fetchAfter` asks for the page after an item. An item already shown is
 * not shown twice: lists paged by a field that can repeat (an order number) may send it again.
 */
export function useMorePages<T extends { id: number }>(
  firstItems: T[] | undefined,
  pageSize: number,
  fetchAfter: (last: T) => Promise<T[]>,
): MorePages<T> {
  const [more, setMore] = useState<T[]>([]);
  // From the first page at once, as the server render has it: a button drawn and then taken away
  // once the app is up would move everything under it.
  const [hasMore, setHasMore] = useState(() => isFullPage(firstItems, pageSize));
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const inFlight = useRef(false);

  // A first page fetched again starts the list over.
  useOnChange(firstItems, (items) => {
    setMore([]);
    setHasMore(isFullPage(items, pageSize));
  });

  const items = [...(firstItems ?? []), ...more];
  const last = items[items.length - 1];
  const loadMore = useCallback(() => {
    if (inFlight.current || !last) return;
    inFlight.current = true;
    setIsLoading(true);
    setHasFailed(false);
    fetchAfter(last)
      .then((page) => {
        setMore((current) => {
          const shown = new Set([...(firstItems ?? []), ...current].map((item) => item.id));
          return [...current, ...page.filter((item) => !shown.has(item.id))];
        });
        setHasMore(isFullPage(page, pageSize));
      })
      .catch(() => setHasFailed(true))
      .finally(() => {
        inFlight.current = false;
        setIsLoading(false);
      });
  }, [last, firstItems, fetchAfter, pageSize]);

  return { items, hasMore, isLoading, hasFailed, loadMore };
}
