// The comics list, six at a time, paged by the last comic's date and id, which the server names.
import type { ComicPageResponse } from "./types";

export const COMIC_PAGE_SIZE = 6;

export interface ComicCursor {
  lastComicDate: string;
  lastId: number;
}

/** The cursor of the page after `page`, or null when the server says it was the last. */
export function nextComicCursor(page: ComicPageResponse): ComicCursor | null {
  return page.publish_date && page.lastId !== null ? { lastComicDate: page.publish_date, lastId: page.lastId } : null;
}
