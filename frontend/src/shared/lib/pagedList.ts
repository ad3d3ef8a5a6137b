// A list read a page at a time (spec section 4): the first page comes embedded or from a query,
// every further page is appended after it, and a new first page starts the list over.
import { isFullPage } from "./paging";

/** How a list's pages are read: what a page holds and where the page after it starts. */
export interface PageSource<P, T, C> {
  items: (page: P) => T[];
  /** The cursor of the page after `page`, or null when `page` was the last. */
  next: (page: P) => C | null;
  fetchPage: (cursor: C) => Promise<P>;
}

export interface PagedListState<P, T, C> {
  /** The first page this state grew from; state kept for another first page is stale. */
  first: P | undefined;
  /** The items of every page loaded after the first. */
  more: T[];
  cursor: C | null;
  isLoading: boolean;
  hasFailed: boolean;
}

// One empty array for every fresh list, so a list's items keep their identity until a page comes.
const NO_MORE: never[] = [];

export function startList<P, T, C>(first: P | undefined, source: PageSource<P, T, C>): PagedListState<P, T, C> {
  return { first, more: NO_MORE, cursor: first === undefined ? null : source.next(first), isLoading: false, hasFailed: false };
}

/** Every item shown: the first page's, then the rest. */
export function listItems<P, T>(list: { first: P | undefined; more: T[] }, items: (page: P) => T[]): T[] {
  if (list.first === undefined) return list.more;
  return list.more.length === 0 ? items(list.first) : [...items(list.first), ...list.more];
}

/** The list with `page` appended; an item already shown is not shown twice (pages may overlap). */
export function appendPage<P, T extends { id: number }, C>(
  list: PagedListState<P, T, C>,
  page: P,
  source: PageSource<P, T, C>,
): PagedListState<P, T, C> {
  const shown = new Set(listItems(list, source.items).map((item) => item.id));
  const fresh = source.items(page).filter((item) => !shown.has(item.id));
  return { ...list, more: [...list.more, ...fresh], cursor: source.next(page), isLoading: false, hasFailed: false };
}

/** For lists paged after their last item: a full page has a next one, a short page is the last. */
export function afterLastItem<T, C>(items: readonly T[], pageSize: number, cursorOf: (last: T) => C): C | null {
  const last = items[items.length - 1];
  return last !== undefined && isFullPage(items, pageSize) ? cursorOf(last) : null;
}
