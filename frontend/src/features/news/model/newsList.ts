// The paged news list of spec section 4 as a pure reducer: the first page replaces the list,
// every further page appends, and the last item's publish_date (and id, for ties) is the cursor.
import { isFullPage } from "@/shared/lib/paging";
import type { NewsItem } from "./types";

export interface ListCursor {
  date: string;
  id: number;
}

export interface NewsListState {
  items: NewsItem[];
  cursor: ListCursor | null;
  /** False once a page came back shorter than the page size. */
  hasMore: boolean;
  isLoading: boolean;
  hasFailed: boolean;
}

export type NewsListAction =
  | { type: "replace"; items: NewsItem[]; pageSize: number }
  | { type: "loadStart" }
  | { type: "append"; items: NewsItem[]; pageSize: number }
  | { type: "loadFail" };

/** The cursor of the next page: the last item's publish date and id. */
export function cursorOf(items: readonly NewsItem[]): ListCursor | null {
  const last = items[items.length - 1];
  return last ? { date: last.publish_date, id: last.id } : null;
}

export function initialNewsList(items: NewsItem[] = [], pageSize = Infinity): NewsListState {
  return { items, cursor: cursorOf(items), hasMore: isFullPage(items, pageSize), isLoading: false, hasFailed: false };
}

export function newsListReducer(state: NewsListState, action: NewsListAction): NewsListState {
  switch (action.type) {
    case "replace":
      return initialNewsList(action.items, action.pageSize);
    case "loadStart":
      return { ...state, isLoading: true, hasFailed: false };
    case "append": {
      // A page that overlaps (e.g. after a refresh) must not show an item twice.
      const seen = new Set(state.items.map((item) => item.id));
      const items = [...state.items, ...action.items.filter((item) => !seen.has(item.id))];
      return { items, cursor: cursorOf(items), hasMore: isFullPage(action.items, action.pageSize), isLoading: false, hasFailed: false };
    }
    case "loadFail":
      return { ...state, isLoading: false, hasFailed: true };
  }
}

/** Keep only the items of one category (spec section 4: the category list's filter). */
export function filterByCategory(items: readonly NewsItem[], categoryId: number | null): NewsItem[] {
  return categoryId === null ? [...items] : items.filter((item) => item.category.id === categoryId);
}

export const SPECIAL_COUNT = 3;

/** The first three items are the special ones, the rest the main list. */
export function splitSpecial<T>(items: readonly T[]): { special: T[]; main: T[] } {
  return { special: items.slice(0, SPECIAL_COUNT), main: items.slice(SPECIAL_COUNT) };
}
