// The comics list, six at a time, paged by the last comic's date and id.
import type { Comic, ComicPageResponse } from "./types";

export const COMIC_PAGE_SIZE = 6;

export interface ComicCursor {
  lastComicDate: string;
  lastId: number;
}

export interface ComicListState {
  comics: Comic[];
  cursor: ComicCursor | null;
  isLoading: boolean;
  hasFailed: boolean;
}

export type ComicListAction =
  | { type: "replace"; page: ComicPageResponse }
  | { type: "append"; page: ComicPageResponse }
  | { type: "loadStart" }
  | { type: "loadFail" };

function cursorOf(page: ComicPageResponse): ComicCursor | null {
  return page.publish_date && page.lastId !== null ? { lastComicDate: page.publish_date, lastId: page.lastId } : null;
}

export function initialComicList(page: ComicPageResponse | undefined): ComicListState {
  return { comics: page?.comics ?? [], cursor: page ? cursorOf(page) : null, isLoading: false, hasFailed: false };
}

/** An initial fetch replaces the list; each further page is appended (without repeating a comic). */
export function comicListReducer(state: ComicListState, action: ComicListAction): ComicListState {
  switch (action.type) {
    case "replace":
      return initialComicList(action.page);
    case "append": {
      const known = new Set(state.comics.map((comic) => comic.id));
      const fresh = action.page.comics.filter((comic) => !known.has(comic.id));
      return { comics: [...state.comics, ...fresh], cursor: cursorOf(action.page), isLoading: false, hasFailed: false };
    }
    case "loadStart":
      return { ...state, isLoading: true, hasFailed: false };
    case "loadFail":
      return { ...state, isLoading: false, hasFailed: true };
  }
}
