// Every screen of the portal, declared once: where it lives, what draws it, the languages it exists
// in, its layout and the API reads its first render needs. The browser's routes (AppRoutes.tsx),
// the language switch and the server's embedded reads (backend/web/screens.py, from the
// routes.json the build writes) all come from this list. Adding a screen is one entry here and
// one component in routes/.
//
// Only constants from leaf modules: this list is in the entry chunk, and a hook or a route file
// imported here would come along (a route file would lose its own chunk).
import { COMIC_PAGE_SIZE } from "@/features/comics/model/comicList";
import { CORRECTIONS_PAGE_SIZE } from "@/features/corrections/model/pageSizes";
import { ELECTION_COMIC_PAGE_SIZE } from "@/features/elections/model/pageSizes";
import { DEFAULT_CHART_CURRENCY, DEFAULT_CHART_DAYS } from "@/features/exchange/model/chartDefaults";
import { HOROSCOPE_PAGES } from "@/features/horoscope/model/types";
import { WITHOUT_LEADS } from "@/features/news/api/withoutLeads";
import {
  ELECTION_NEWS_PAGE_SIZE,
  LATEST_LIST_SIZE,
  LATEST_PAGE_SIZE,
  MEDIA_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SECTION_PAGE_SIZE,
  TODAY_PAGE_SIZE,
  TREND_LIST_SIZE,
  TREND_SIZE,
} from "@/features/news/model/pageSizes";

/**
 * A value of a read: a literal, or where the server finds it when it draws the page:
 * `":name"` a parameter of the path, `"?name"` one of the query string, `"=name"` a lookup the
 * server makes (backend/web/lookups.py). A list takes its first value that is present; a query
 * parameter with no value is left out, and a read whose path lacks a value is not made.
 */
export type ReadValue = string | number | readonly string[];

export interface ReadDeclaration {
  /** The API path; its `:name` segments are values named in `args` (else the path's own). */
  api: string;
  /** Values of the `:name` segments of `api` and the query parameters (all but the segments). */
  args?: Readonly<Record<string, ReadValue>>;
  /** A 404 here makes the page a 404. */
  required?: boolean;
  /** The reads the specification makes as POSTs (election news): their fields go as form data. */
  method?: "POST";
  /** Made only when this value (a ReadValue reference) is present, e.g. search's `?query`. */
  when?: string;
}

export interface ScreenDeclaration {
  /** Unique; names the screen in tests, logs and the server's lookups. */
  name: string;
  /** The path inside an edition: `:name` parameters (`?` after one makes it optional), whose
   * kinds are PARAM_KINDS. Matched without regard to case, with or without a trailing slash. */
  path: string;
  /** The component file in app/routes/ that draws it (and names its chunk). */
  screen: string;
  /** Props for that component. */
  props?: Readonly<Record<string, string | boolean>>;
  /** "bare": embedded and mobile-app screens, without header, footer, sidebar or ads. */
  layout?: "site" | "bare";
  /** "one": a screen of one item in one language (an article, a tag, a comic); the other edition
   * has no such page, so it gets no hreflang pair and the language switch leads to the front page. */
  languages?: "both" | "one";
  reads?: readonly ReadDeclaration[];
}

/** What each path parameter may be; anything else is not that screen. */
export const PARAM_KINDS: Readonly<Record<string, string>> = {
  newsid: "[A-Za-z0-9]{4,16}",
  categoryid: "\\d{1,9}",
  providerid: "\\d{1,9}",
  newstype: "\\d{1,9}",
  catId: "\\d{1,9}",
  navId: "\\d{1,9}",
  comicId: "\\d{1,9}",
  pollId: "\\d{1,9}",
  projectid: "\\d{1,9}",
  contid: "\\d{1,9}",
  id: "\\d{1,9}",
  year: "\\d{4}",
  slug: "[^/]{1,100}",
  pageName: HOROSCOPE_PAGES.join("|"),
};

/** The reads of the site layout (header menus, the breaking-news strip, the sidebar's open tab), on
 * every screen but the bare ones. */
export const LAYOUT_READS: readonly ReadDeclaration[] = [
  { api: "/api/cache/menus" },
  { api: "/api/cache/breaking" },
  { api: "/api/cache/news/shinemedee", args: { size: LATEST_PAGE_SIZE, ...WITHOUT_LEADS } },
];

const SPECIALS: ReadDeclaration = { api: "/api/cache/news/specials", args: WITHOUT_LEADS };
const TREND_LIST: ReadDeclaration = { api: "/api/cache/news/trend", args: { size: TREND_LIST_SIZE, ...WITHOUT_LEADS } };
const ACTIVE_POLL: ReadDeclaration = { api: "/api/cache/poll/last" };
const mediaList = (kind: "video" | "photo"): ReadDeclaration => ({
  api: `/api/cache/news/${kind}`,
  args: { size: MEDIA_PAGE_SIZE, ...WITHOUT_LEADS },
});
const section = (kind: "i" | "p" | "t", id: string, extra: Record<string, string> = {}): ReadDeclaration => ({
  api: `/api/cache/fetch/:${id}/${kind}`,
  args: { limit: SECTION_PAGE_SIZE, ...extra },
  required: true,
});
const comics = (comicId: ReadValue): ReadDeclaration => ({
  api: "/api/cache/fetch/:comicId/comic",
  args: { comicId, size: COMIC_PAGE_SIZE },
  required: true,
});
// Every parliamentary screen shows the election (its parties feed the party filter) and its own read.
const PARLIAMENT: ReadDeclaration = {
  api: "/api/cache/election",
  args: { kind: "parliament", year: ":year" },
  required: true,
};
const parliamentScreen = <N extends string>(name: N, screen: string, own: ReadDeclaration, props?: ScreenDeclaration["props"]) => ({
  name: `parliament-${name}` as const,
  path: `/election/parliament/:year/${name}`,
  screen,
  props,
  reads: [PARLIAMENT, { required: true, ...own }],
});
const horoscopeRead: ReadDeclaration = { api: "/api/cache/horoscope/:pageName", args: { pageName: [":pageName", "calendar"] }, required: true };
const footprintRead: ReadDeclaration = { api: "/api/cache/:year/horoscope/eastern/footprint", required: true };
const staticPage = <S extends string>(slug: S) => ({
  name: slug,
  path: `/${slug}`,
  screen: "StaticPageRoute",
  props: { slug },
  reads: [{ api: `/api/cache/pages/${slug}`, required: true }],
});

/**
 * In the order they are tried: the first screen whose path matches shows it, so a fixed path
 * comes before a pattern that would take it too (horoscope/daycolor before horoscope/:pageName).
 * The bare screens come first: the browser tries them before the site layout's.
 */
const DECLARED = [
  // Embedded in other sites and the mobile app.
  {
    name: "footprint-embed",
    path: "/iframe/:year/horoscope/eastern/footprint",
    screen: "FootprintRoute",
    props: { isEmbed: true },
    layout: "bare",
    reads: [footprintRead],
  },
  { name: "horoscope-app", path: "/horoscope/mba/:pageName?", screen: "HoroscopeRoute", props: { isApp: true }, layout: "bare", reads: [horoscopeRead] },

  // The front page, the site's own pages (linked from the footer) and the news sections by id.
  {
    name: "home",
    path: "/",
    screen: "HomeRoute",
    // The interview/lifestyle/tech/comic rows at the foot of the page load after hydration (below
    // the fold), which keeps the front page near an article's size.
    reads: [SPECIALS, { api: "/api/cache/news/trend", args: { size: TREND_SIZE, ...WITHOUT_LEADS } }, { api: "/api/cache/stories" }, ACTIVE_POLL],
  },
  staticPage("contact"),
  staticPage("ethics"),
  staticPage("privacy"),
  staticPage("about"),
  // The stories kept on this device for reading offline (features/offline); the browser fills it.
  { name: "saved", path: "/saved", screen: "SavedRoute" },
  // Breaking-news alerts by web push for this browser (features/alerts); the categories are its sections.
  { name: "alerts", path: "/alerts", screen: "AlertsRoute", reads: [{ api: "/api/cache/categories" }] },
  { name: "corrections", path: "/corrections", screen: "CorrectionsRoute", reads: [{ api: "/api/cache/corrections", args: { size: CORRECTIONS_PAGE_SIZE } }] },
  // The morning email: the subscribe form (the sections to choose from) and where the confirmation link lands.
  { name: "newsletter", path: "/newsletter", screen: "NewsletterRoute", reads: [{ api: "/api/cache/categories" }] },
  { name: "newsletter-confirm", path: "/newsletter/confirm", screen: "NewsletterConfirmRoute" },
  { name: "category", path: "/:categoryid/i", screen: "CategoryRoute", reads: [section("i", "categoryid")] },
  { name: "provider", path: "/:providerid/p", screen: "ProviderRoute", reads: [section("p", "providerid")] },
  { name: "news-type", path: "/:newstype/t", screen: "NewsTypeRoute", reads: [section("t", "newstype")] },

  // Reading: the article, the news sections of the specification and search.
  { name: "article", path: "/:newsid/r", screen: "ArticleRoute", languages: "one", reads: [{ api: "/api/cache/news/read/:newsid", required: true }] },
  { name: "today", path: "/today", screen: "TodayRoute", reads: [{ api: "/api/cache/news/shinemedee", args: { size: TODAY_PAGE_SIZE } }] },
  { name: "video", path: "/video", screen: "MediaListRoute", props: { kind: "video" }, reads: [mediaList("video")] },
  { name: "photo", path: "/photo", screen: "MediaListRoute", props: { kind: "photo" }, reads: [mediaList("photo")] },
  {
    name: "economy",
    path: "/economy",
    screen: "EconomyRoute",
    // The section of the category whose slug is "economy"; the screen names it from the taxonomy.
    reads: [{ api: "/api/cache/categories" }, { ...section("i", "categoryid"), args: { categoryid: "=economyCategory", limit: SECTION_PAGE_SIZE } }],
  },
  { name: "media", path: "/media", screen: "MediaRoute", reads: [mediaList("video"), mediaList("photo")] },
  {
    name: "latest-list",
    path: "/i/list",
    screen: "LatestListRoute",
    reads: [{ api: "/api/cache/news/shinemedee", args: { size: LATEST_LIST_SIZE, ...WITHOUT_LEADS } }],
  },
  { name: "corner", path: "/:catId/corner", screen: "CornerRoute", reads: [section("i", "catId", { navType: "featured" })] },
  { name: "lifestyle", path: "/:navId/lifestyle", screen: "LifestyleRoute", reads: [section("i", "navId")] },
  { name: "trend-list", path: "/trend/list", screen: "TrendListRoute", reads: [TREND_LIST] },
  { name: "mobile-trend", path: "/mtrend", screen: "TrendListRoute", reads: [TREND_LIST] },
  { name: "mobile-special", path: "/mspecial", screen: "MobileSpecialRoute", reads: [SPECIALS] },
  {
    name: "search",
    path: "/msearch",
    screen: "SearchRoute",
    // No `query` at all is the empty search screen; an empty one gets the API's message. The
    // categories fill the filter's choices.
    reads: [
      {
        api: "/api/cache/news/search",
        args: { query: "?query", size: SEARCH_PAGE_SIZE, sort: "?sort", category: "?category", dateFrom: "?dateFrom", dateTo: "?dateTo" },
        when: "?query",
      },
      { api: "/api/cache/categories" },
    ],
  },
  { name: "brief", path: "/brief", screen: "BriefRoute", reads: [{ api: "/api/cache/brief" }] },
  {
    name: "tag",
    path: "/tag/:slug",
    screen: "TagRoute",
    languages: "one",
    reads: [{ api: "/api/cache/fetch/:slug/tag", args: { limit: SECTION_PAGE_SIZE }, required: true }],
  },
  { name: "year-features", path: "/toim/:year?", screen: "YearFeaturesRoute", reads: [{ api: "/api/cache/tagmedee", args: { year: ":year" }, required: true }] },
  { name: "mega-projects", path: "/megaprojects", screen: "MegaProjectsRoute", reads: [{ api: "/api/cache/getMegaData", required: true }] },
  {
    name: "mega-project",
    path: "/megaprojects/:projectid/:contid?",
    screen: "MegaProjectsRoute",
    languages: "one",
    reads: [{ api: "/api/cache/getMegaData", args: { projectid: ":projectid", contid: ":contid" }, required: true }],
  },

  // Readers take part: comics and polls. Poll reads other than the active poll are POSTs, so
  // those screens embed the active poll and ask for the rest in the browser.
  { name: "comic", path: "/:comicId/comic", screen: "ComicRoute", languages: "one", reads: [comics(":comicId")] },
  { name: "comic-last", path: "/comic/last", screen: "ComicRoute", reads: [comics("0")] },
  { name: "poll", path: "/:pollId/poll", screen: "PollRoute", languages: "one", reads: [ACTIVE_POLL] },
  { name: "poll-last", path: "/poll/last", screen: "PollRoute", reads: [ACTIVE_POLL] },
  { name: "poll-detailed", path: "/poll/detailed", screen: "PollDetailedRoute" },

  // Data desks: elections, covid, exchange rates and the horoscope.
  {
    name: "parliament",
    path: "/election/parliament/:year?",
    screen: "ElectionIndexRoute",
    reads: [
      PARLIAMENT,
      // Without a year the screen shows the latest election and its comics.
      { api: "/api/cache/fetchSonguuli/0/:year", args: { year: [":year", "=latestParliamentYear"], size: ELECTION_COMIC_PAGE_SIZE } },
    ],
  },
  parliamentScreen("districts", "ElectionDistrictsRoute", { api: "/api/cache/election/toirog", args: { year: ":year" } }),
  parliamentScreen("candidates", "ElectionCandidatesRoute", { api: "/api/cache/:year/electionCandidate" }),
  parliamentScreen("winners", "ElectionCandidatesRoute", { api: "/api/cache/:year/electionCandidate", args: { winners: "true" } }, { onlyWinners: true }),
  parliamentScreen("lists", "ElectionListsRoute", { api: "/api/cache/:year/parlamentjagsaalt" }),
  parliamentScreen("tables", "ElectionTablesRoute", { api: "/api/cache/:year/parlamentdistrict" }),
  parliamentScreen("news", "ElectionNewsRoute", {
    api: "/api/election/parliament/news",
    args: { size: ELECTION_NEWS_PAGE_SIZE, year: ":year" },
    method: "POST",
  }),
  { name: "politician", path: "/election/politician/:id", screen: "PoliticianRoute", reads: [{ api: "/api/cache/election/politician/:id", required: true }] },
  { name: "candidate", path: "/election/candidate/:id", screen: "PoliticianRoute", reads: [{ api: "/api/cache/election/politician/:id", required: true }] },
  { name: "president", path: "/election/president/:year?", screen: "PresidentRoute", reads: [{ api: "/api/cache/election/president", args: { year: ":year" }, required: true }] },
  {
    name: "president-politician",
    path: "/election/president/:year/politician/:id",
    screen: "PoliticianRoute",
    reads: [{ api: "/api/cache/election/politician/:id", required: true }],
  },
  { name: "covid", path: "/covid", screen: "CovidRoute", reads: [{ api: "/api/cache/covid" }] },
  { name: "covid-charts", path: "/covid-charts", screen: "CovidChartsRoute", reads: [{ api: "/api/cache/covid-charts" }] },
  { name: "exchange", path: "/exchange", screen: "ExchangeRoute", reads: [{ api: "/api/cache/exchange" }] },
  {
    name: "exchange-chart",
    path: "/exchange-chart",
    screen: "ExchangeChartRoute",
    reads: [{ api: "/api/cache/exchange" }, { api: "/api/cache/exchange-chart", args: { currency: DEFAULT_CHART_CURRENCY, days: DEFAULT_CHART_DAYS } }],
  },
  { name: "day-color", path: "/horoscope/daycolor", screen: "DayColorRoute", reads: [{ api: "/api/cache/horoscope/daycolor" }] },
  { name: "horoscope", path: "/horoscope/:pageName?", screen: "HoroscopeRoute", reads: [horoscopeRead] },
  { name: "footprint", path: "/:year/horoscope/eastern/footprint", screen: "FootprintRoute", reads: [footprintRead] },
] as const satisfies readonly ScreenDeclaration[];

/** The name of a declared screen: what pathTo (app/screenPaths.ts) takes. */
export type ScreenName = (typeof DECLARED)[number]["name"];

/** Every screen, in the order they are tried. */
export const SCREENS: readonly ScreenDeclaration[] = DECLARED;
