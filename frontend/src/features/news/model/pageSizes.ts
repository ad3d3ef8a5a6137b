// How many items each news list asks for a page. A leaf module: the list hooks and the screens'
// declarations (app/screens.ts, in the entry chunk) both import it, so those read the sizes
// without pulling in the hooks.

/** The sidebar's latest news, on every page. */
export const LATEST_PAGE_SIZE = 8;
/** The front page's trend row. */
export const TREND_SIZE = 10;
/** The ranked trend list (/trend/list, /mtrend). */
export const TREND_LIST_SIZE = 30;
/** The dense list of every latest title (/i/list). */
export const LATEST_LIST_SIZE = 30;
/** Today's news (/today). */
export const TODAY_PAGE_SIZE = 20;
/** A category's, provider's, news type's or tag's news. */
export const SECTION_PAGE_SIZE = 12;
/** The video and photo grids. */
export const MEDIA_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 10;
/** An election's news (a POST, paged by daraalal). */
export const ELECTION_NEWS_PAGE_SIZE = 3;
