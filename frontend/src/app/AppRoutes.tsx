import { Children, isValidElement, Suspense, type ReactElement, type ReactNode } from "react";
import { parse } from "regexparam";
import { matchRoute, Route, Switch } from "wouter";
import { stripBasename } from "@/shared/router/Router";
import { lazyRoute, type LazyRoute } from "./lazyRoute";
import { Layout } from "./layout/Layout";
import { Live } from "./Live";

const CategoryRoute = lazyRoute("CategoryRoute", () => import("./routes/CategoryRoute"), (m) => m.CategoryRoute);
const HomeRoute = lazyRoute("HomeRoute", () => import("./routes/HomeRoute"), (m) => m.HomeRoute);
const NewsTypeRoute = lazyRoute("NewsTypeRoute", () => import("./routes/NewsTypeRoute"), (m) => m.NewsTypeRoute);
const NotFoundRoute = lazyRoute("NotFoundRoute", () => import("./routes/NotFoundRoute"), (m) => m.NotFoundRoute);
const ProviderRoute = lazyRoute("ProviderRoute", () => import("./routes/ProviderRoute"), (m) => m.ProviderRoute);
// Reading: the article, the news sections and search.
const ArticleRoute = lazyRoute("ArticleRoute", () => import("./routes/ArticleRoute"), (m) => m.ArticleRoute);
const BriefRoute = lazyRoute("BriefRoute", () => import("./routes/BriefRoute"), (m) => m.BriefRoute);
const CornerRoute = lazyRoute("CornerRoute", () => import("./routes/CornerRoute"), (m) => m.CornerRoute);
const EconomyRoute = lazyRoute("EconomyRoute", () => import("./routes/EconomyRoute"), (m) => m.EconomyRoute);
const LatestListRoute = lazyRoute("LatestListRoute", () => import("./routes/LatestListRoute"), (m) => m.LatestListRoute);
const LifestyleRoute = lazyRoute("LifestyleRoute", () => import("./routes/LifestyleRoute"), (m) => m.LifestyleRoute);
const MediaListRoute = lazyRoute("MediaListRoute", () => import("./routes/MediaListRoute"), (m) => m.MediaListRoute);
const MediaRoute = lazyRoute("MediaRoute", () => import("./routes/MediaRoute"), (m) => m.MediaRoute);
const MegaProjectsRoute = lazyRoute("MegaProjectsRoute", () => import("./routes/MegaProjectsRoute"), (m) => m.MegaProjectsRoute);
const MobileSpecialRoute = lazyRoute("MobileSpecialRoute", () => import("./routes/MobileSpecialRoute"), (m) => m.MobileSpecialRoute);
const SearchRoute = lazyRoute("SearchRoute", () => import("./routes/SearchRoute"), (m) => m.SearchRoute);
const TagRoute = lazyRoute("TagRoute", () => import("./routes/TagRoute"), (m) => m.TagRoute);
const TodayRoute = lazyRoute("TodayRoute", () => import("./routes/TodayRoute"), (m) => m.TodayRoute);
const TrendListRoute = lazyRoute("TrendListRoute", () => import("./routes/TrendListRoute"), (m) => m.TrendListRoute);
const YearFeaturesRoute = lazyRoute("YearFeaturesRoute", () => import("./routes/YearFeaturesRoute"), (m) => m.YearFeaturesRoute);
const StaticPageRoute = lazyRoute("StaticPageRoute", () => import("./routes/StaticPageRoute"), (m) => m.StaticPageRoute);
// Data desks: elections, covid, exchange rates and the horoscope.
import { BareLayout } from "./layout/BareLayout";
const CovidChartsRoute = lazyRoute("CovidChartsRoute", () => import("./routes/CovidChartsRoute"), (m) => m.CovidChartsRoute);
const CovidRoute = lazyRoute("CovidRoute", () => import("./routes/CovidRoute"), (m) => m.CovidRoute);
const DayColorRoute = lazyRoute("DayColorRoute", () => import("./routes/DayColorRoute"), (m) => m.DayColorRoute);
const ElectionCandidatesRoute = lazyRoute("ElectionCandidatesRoute", () => import("./routes/ElectionCandidatesRoute"), (m) => m.ElectionCandidatesRoute);
const ElectionDistrictsRoute = lazyRoute("ElectionDistrictsRoute", () => import("./routes/ElectionDistrictsRoute"), (m) => m.ElectionDistrictsRoute);
const ElectionIndexRoute = lazyRoute("ElectionIndexRoute", () => import("./routes/ElectionIndexRoute"), (m) => m.ElectionIndexRoute);
const ElectionListsRoute = lazyRoute("ElectionListsRoute", () => import("./routes/ElectionListsRoute"), (m) => m.ElectionListsRoute);
const ElectionNewsRoute = lazyRoute("ElectionNewsRoute", () => import("./routes/ElectionNewsRoute"), (m) => m.ElectionNewsRoute);
const ElectionTablesRoute = lazyRoute("ElectionTablesRoute", () => import("./routes/ElectionTablesRoute"), (m) => m.ElectionTablesRoute);
const ExchangeChartRoute = lazyRoute("ExchangeChartRoute", () => import("./routes/ExchangeChartRoute"), (m) => m.ExchangeChartRoute);
const ExchangeRoute = lazyRoute("ExchangeRoute", () => import("./routes/ExchangeRoute"), (m) => m.ExchangeRoute);
const FootprintRoute = lazyRoute("FootprintRoute", () => import("./routes/FootprintRoute"), (m) => m.FootprintRoute);
const HoroscopeRoute = lazyRoute("HoroscopeRoute", () => import("./routes/HoroscopeRoute"), (m) => m.HoroscopeRoute);
const PoliticianRoute = lazyRoute("PoliticianRoute", () => import("./routes/PoliticianRoute"), (m) => m.PoliticianRoute);
const PresidentRoute = lazyRoute("PresidentRoute", () => import("./routes/PresidentRoute"), (m) => m.PresidentRoute);
// Readers take part: polls and comics.
const ComicRoute = lazyRoute("ComicRoute", () => import("./routes/ComicRoute"), (m) => m.ComicRoute);
const PollDetailedRoute = lazyRoute("PollDetailedRoute", () => import("./routes/PollDetailedRoute"), (m) => m.PollDetailedRoute);
const PollRoute = lazyRoute("PollRoute", () => import("./routes/PollRoute"), (m) => m.PollRoute);

/**
 * The route table; Django's web/routes.py mirrors it to embed each route's data. wouter's <Switch>
 * shows the first route that matches, so a route listed before another that matches the same
 * paths wins them (horoscope/daycolor before horoscope/:pageName?; AppRoutes.test.ts holds the
 * table to the screens it picked before, when the most specific pattern won whatever the order).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
      {/* wouter's <Switch> looks into a fragment only when it has siblings, as both tables have here. */}
      <Switch>
        {bareScreens}
        <Route>
          <Layout>
            <Switch>
              {screens}
              <Route>{notFound}</Route>
            </Switch>
          </Layout>
        </Route>
      </Switch>
      <Live />
    </Suspense>
  );
}

/** The screen (a lazily loaded route) that shows `path` (inside the basename), as <Switch> picks it. */
export function screenFor(path: string): ReactElement<object, LazyRoute<object>> | null {
  for (const route of [...routesOf(bareScreens), ...routesOf(screens)]) {
    if (matchRoute(parse, route.props.path ?? "*", path)[0]) return lazyScreenIn(route.props.children);
  }
  return lazyScreenIn(notFound);
}

type RouteElement = ReactElement<{ path?: string; children?: ReactNode }>;

function routesOf(table: RouteElement): RouteElement[] {
  return Children.toArray(table.props.children).filter(isValidElement<{ path?: string; children?: ReactNode }>);
}

// The screen inside a route, looking through its layout (<BareLayout>).
function lazyScreenIn(node: ReactNode): ReactElement<object, LazyRoute<object>> | null {
  if (!isValidElement<{ children?: ReactNode }>(node)) return null;
  if ((node.type as Partial<LazyRoute<object>>).preload) return node as ReactElement<object, LazyRoute<object>>;
  return lazyScreenIn(node.props.children);
}

/** Load the screen `pathname` shows before hydrating it, so hydration never suspends. */
export async function preloadMatches(pathname: string, basename?: string): Promise<void> {
  const path = stripBasename(pathname, basename ?? "") ?? pathname;
  await screenFor(safeDecodeURI(path))?.type.preload();
}

// As wouter decodes the path it matches.
function safeDecodeURI(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Embedded and mobile-app screens: no header, footer, sidebar or ads. */
const bareScreens = (
  <>
    <Route path="/iframe/:year/horoscope/eastern/footprint">
      <BareLayout>
        <FootprintRoute isEmbed />
      </BareLayout>
    </Route>
    <Route path="/horoscope/mba/:pageName?">
      <BareLayout>
        <HoroscopeRoute key="app" isApp />
      </BareLayout>
    </Route>
  </>
);

/** Every other screen, inside the layout (header, sidebar, footer). */
const screens = (
  <>
    <Route path="/"><HomeRoute /></Route>
    <Route path="/:categoryid/i"><CategoryRoute /></Route>
    <Route path="/:providerid/p"><ProviderRoute /></Route>
    <Route path="/:newstype/t"><NewsTypeRoute /></Route>
    <Route path="/contact"><StaticPageRoute slug="contact" /></Route>
    <Route path="/ethics"><StaticPageRoute slug="ethics" /></Route>
    <Route path="/privacy"><StaticPageRoute slug="privacy" /></Route>
    <Route path="/about"><StaticPageRoute slug="about" /></Route>
    <Route path="/:newsid/r"><ArticleRoute /></Route>
    <Route path="/today"><TodayRoute /></Route>
    <Route path="/video"><MediaListRoute key="video" kind="video" /></Route>
    <Route path="/photo"><MediaListRoute key="photo" kind="photo" /></Route>
    <Route path="/economy"><EconomyRoute /></Route>
    <Route path="/media"><MediaRoute /></Route>
    <Route path="/i/list"><LatestListRoute /></Route>
    <Route path="/:catId/corner"><CornerRoute /></Route>
    <Route path="/:navId/lifestyle"><LifestyleRoute /></Route>
    <Route path="/trend/list"><TrendListRoute key="trend" /></Route>
    <Route path="/mtrend"><TrendListRoute key="mtrend" /></Route>
    <Route path="/mspecial"><MobileSpecialRoute /></Route>
    <Route path="/msearch"><SearchRoute /></Route>
    <Route path="/brief"><BriefRoute /></Route>
    <Route path="/tag/:slug"><TagRoute /></Route>
    <Route path="/toim/:year?"><YearFeaturesRoute /></Route>
    <Route path="/megaprojects/:projectid?/:contid?"><MegaProjectsRoute /></Route>
    <Route path="/:comicId/comic"><ComicRoute /></Route>
    <Route path="/comic/last"><ComicRoute /></Route>
    <Route path="/:pollId/poll"><PollRoute /></Route>
    <Route path="/poll/last"><PollRoute /></Route>
    <Route path="/poll/detailed"><PollDetailedRoute /></Route>
    <Route path="/election/parliament/:year?"><ElectionIndexRoute /></Route>
    <Route path="/election/parliament/:year/districts"><ElectionDistrictsRoute /></Route>
    <Route path="/election/parliament/:year/candidates"><ElectionCandidatesRoute key="candidates" /></Route>
    <Route path="/election/parliament/:year/winners"><ElectionCandidatesRoute key="winners" onlyWinners /></Route>
    <Route path="/election/parliament/:year/lists"><ElectionListsRoute /></Route>
    <Route path="/election/parliament/:year/tables"><ElectionTablesRoute /></Route>
    <Route path="/election/parliament/:year/news"><ElectionNewsRoute /></Route>
    <Route path="/election/politician/:id"><PoliticianRoute /></Route>
    <Route path="/election/candidate/:id"><PoliticianRoute /></Route>
    <Route path="/election/president/:year?"><PresidentRoute /></Route>
    <Route path="/election/president/:year/politician/:id"><PoliticianRoute /></Route>
    <Route path="/covid"><CovidRoute /></Route>
    <Route path="/covid-charts"><CovidChartsRoute /></Route>
    <Route path="/exchange"><ExchangeRoute /></Route>
    <Route path="/exchange-chart"><ExchangeChartRoute /></Route>
    <Route path="/horoscope/daycolor"><DayColorRoute /></Route>
    <Route path="/horoscope/:pageName?"><HoroscopeRoute key="site" /></Route>
    <Route path="/:year/horoscope/eastern/footprint"><FootprintRoute /></Route>
  </>
);

/** Every path no route above takes. */
const notFound = <NotFoundRoute />;
