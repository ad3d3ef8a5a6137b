// A list read a page at a time (spec section 4): the first page comes embedded or from a query,
// every further page is appended after it (shared/hooks/usePagedList.ts keeps the pages).
import { isFullPage } from "./paging";

/**
 * Every item of the pages, in order; an item already shown is not shown twice (pages paged by a
 * field that can repeat may overlap). A single page's own array is returned as it is.
 */
export function pagedItems<P, T extends { id: number }>(pages: readonly P[], items: (page: P) => T[]): T[] {
  const [first, ...rest] = pages;
  if (first === undefined) return [];
  if (rest.length === 0) return items(first);
  const shown = new Set<number>();
  const all: T[] = [];
  for (const page of pages) {
    for (const item of items(page)) {
      if (shown.has(item.id)) continue;
      shown.add(item.id);
      all.push(item);
    }
  }
  return all;
}

/** For lists paged after their last item: a full page has a next one, a short page is the last. */
export function afterLastItem<T, C>(items: readonly T[], pageSize: number, cursorOf: (last: T) => C): C | null {
  const last = items[items.length - 1];
  return last !== undefined && isFullPage(items, pageSize) ? cursorOf(last) : null;
}
