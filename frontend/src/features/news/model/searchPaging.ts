// Search pages (search/service.py): stories with every query word first (phase 1), then those with
// some (phase 2). Best match first pages by `offset` within the phase; newest first after the last
// item's date and id, as every list does.
import type { SearchResponse } from "./readingTypes";

export type SearchSort = "relevance" | "date";

export interface SearchCursor {
  phase: SearchResponse["phase"];
  offset?: number;
  lastDate?: string;
  lastId?: number;
}

/** The cursor of the page after `page`, or null when the search has no more results. */
export function nextSearchCursor(page: SearchResponse, pageSize: number, sort: SearchSort): SearchCursor | null {
  const last = page.result[page.result.length - 1];
  if (!last) return null;
  if (sort === "relevance") return page.offset === null ? null : { phase: page.phase, offset: page.offset };
  // A phase 2 page shorter than asked is the end; a short phase 1 page has already moved to phase 2.
  if (page.phase === 2 && page.result.length < pageSize) return null;
  return { lastDate: last.publish_date, lastId: last.id, phase: page.phase };
}
