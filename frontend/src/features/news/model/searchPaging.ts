// Search pages (docs/api-notes.md): title matches first (phase 1), then lead/body matches (phase 2);
// the next page continues after the last item, in the phase the answer names.
import type { SearchResponse } from "./readingTypes";

export interface SearchCursor {
  lastDate: string;
  lastId: number;
  phase: SearchResponse["phase"];
}

/** The cursor of the page after `page`, or null when the search has no more results. */
export function nextSearchCursor(page: SearchResponse, pageSize: number): SearchCursor | null {
  const last = page.result[page.result.length - 1];
  if (!last) return null;
  // A phase 2 page shorter than asked is the end; a short phase 1 page has already moved to phase 2.
  if (page.phase === 2 && page.result.length < pageSize) return null;
  return { lastDate: last.publish_date, lastId: last.id, phase: page.phase };
}
