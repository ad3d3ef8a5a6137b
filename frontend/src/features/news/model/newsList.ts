// News lists (spec section 4): paged by the last item's publish_date (and id, for ties), with the
// first items of a list shown as its special ones.
import type { NewsItem } from "./types";

export interface ListCursor {
  date: string;
  id: number;
}

/** The cursor of the page after `last`: its publish date and id. */
export function cursorOf(last: NewsItem): ListCursor {
  return { date: last.publish_date, id: last.id };
}

/** Keep only the items of one category (spec section 4: the category list's filter, on `newstyppe.id`). */
export function filterByCategory(items: readonly NewsItem[], categoryId: number | null): NewsItem[] {
  return categoryId === null ? [...items] : items.filter((item) => item.newstyppe.id === categoryId);
}

export const SPECIAL_COUNT = 3;

/** The first three items are the special ones, the rest the main list. */
export function splitSpecial<T>(items: readonly T[]): { special: T[]; main: T[] } {
  return { special: items.slice(0, SPECIAL_COUNT), main: items.slice(SPECIAL_COUNT) };
}
