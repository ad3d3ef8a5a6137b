// A leaf module: the comics hook and app/screens.ts (in the entry chunk) both read it.

/** An election's comics, a page at a time. */
export const ELECTION_COMIC_PAGE_SIZE = 6;
