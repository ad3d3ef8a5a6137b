// Today's news: the latest list, kept to the items published on today's date in Ulaanbaatar.
import { formatDateTime } from "@/shared/lib/formatRelativeTime";
import type { NewsItem } from "./types";

function ubDay(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

export function isPublishedToday(item: NewsItem, now: Date): boolean {
  const published = new Date(item.publish_date);
  return !Number.isNaN(published.getTime()) && ubDay(published) === ubDay(now);
}

/** The items of today, and whether the list may go on into today (its last item is still today's). */
export function keepToday(items: readonly NewsItem[], now: Date): { items: NewsItem[]; reachesEarlierDays: boolean } {
  const today = items.filter((item) => isPublishedToday(item, now));
  return { items: today, reachesEarlierDays: today.length < items.length };
}
