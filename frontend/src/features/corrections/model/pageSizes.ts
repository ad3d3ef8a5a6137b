// A leaf module: app/screens.ts imports the size, so the screen embeds the page its hook asks for.

/** Corrections a page of the public list holds. */
export const CORRECTIONS_PAGE_SIZE = 20;
