import { Suspense } from "react";
import { matchRoutes, stripBasename } from "@/shared/router/matchPath";
import { rankedRoutes, Route, Routes } from "@/shared/router/Routes";
import { lazyRoute, type LazyRoute } from "./lazyRoute";
import { Layout } from "./layout/Layout";
import { Live } from "./Live";

const CategoryRoute = lazyRoute("CategoryRoute", () => import("./routes/CategoryRoute"), (m) => m.CategoryRoute);
const HomeRoute = lazyRoute("HomeRoute", () => import("./routes/HomeRoute"), (m) => m.HomeRoute);
const NewsTypeRoute = lazyRoute("NewsTypeRoute", () => import("./routes/NewsTypeRoute"), (m) => m.NewsTypeRoute);
const NotFoundRoute = lazyRoute("NotFoundRoute", () => import("./routes/NotFoundRoute"), (m) => m.NotFoundRoute);
const ProviderRoute = lazyRoute("ProviderRoute", () => import("./routes/ProviderRoute"), (m) => m.ProviderRoute);
// Reading (issue 3): the article, the news sections and search.
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
// Data desks (issue 5): elections, covid, exchange rates and the horoscope.
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
// Readers take part (issue 4): polls and comics.
const ComicRoute = lazyRoute("ComicRoute", () => import("./routes/ComicRoute"), (m) => m.ComicRoute);
const PollDetailedRoute = lazyRoute("PollDetailedRoute", () => import("./routes/PollDetailedRoute"), (m) => m.PollDetailedRoute);
const PollRoute = lazyRoute("PollRoute", () => import("./routes/PollRoute"), (m) => m.PollRoute);

/** The route table; Django's web/routes.py mirrors it to embed each route's data. */
export function AppRoutes() {
  return (
    <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
      <Routes>{routeTree}</Routes>
      <Live />
    </Suspense>
  );
}

/** Load the screens `pathname` shows before hydrating it, so hydration never suspends. */
export async function preloadMatches(pathname: string, basename?: string): Promise<void> {
  const path = stripBasename(pathname, basename ?? "") ?? pathname;
  const matches = matchRoutes(rankedRoutes(routeTree), path) ?? [];
  await Promise.all(
    matches.map((match) => {
      const type = (match.route.element as { type?: Partial<LazyRoute<object>> } | undefined)?.type;
      return type?.preload ? type.preload() : Promise.resolve();
    }),
  );
}

const routeTree = (
  <>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path=":categoryid/i" element={<CategoryRoute />} />
        <Route path=":providerid/p" element={<ProviderRoute />} />
        <Route path=":newstype/t" element={<NewsTypeRoute />} />
        <Route path="contact" element={<StaticPageRoute slug="contact" />} />
        <Route path="ethics" element={<StaticPageRoute slug="ethics" />} />
        <Route path="privacy" element={<StaticPageRoute slug="privacy" />} />
        <Route path="about" element={<StaticPageRoute slug="about" />} />
        <Route path=":newsid/r" element={<ArticleRoute />} />
        <Route path="today" element={<TodayRoute />} />
        <Route path="video" element={<MediaListRoute key="video" kind="video" />} />
        <Route path="photo" element={<MediaListRoute key="photo" kind="photo" />} />
        <Route path="economy" element={<EconomyRoute />} />
        <Route path="media" element={<MediaRoute />} />
        <Route path="i/list" element={<LatestListRoute />} />
        <Route path=":catId/corner" element={<CornerRoute />} />
        <Route path=":navId/lifestyle" element={<LifestyleRoute />} />
        <Route path="trend/list" element={<TrendListRoute key="trend" />} />
        <Route path="mtrend" element={<TrendListRoute key="mtrend" />} />
        <Route path="mspecial" element={<MobileSpecialRoute />} />
        <Route path="msearch" element={<SearchRoute />} />
        <Route path="brief" element={<BriefRoute />} />
        <Route path="tag/:slug" element={<TagRoute />} />
        <Route path="toim/:year?" element={<YearFeaturesRoute />} />
        <Route path="megaprojects/:projectid?/:contid?" element={<MegaProjectsRoute />} />
        <Route path=":comicId/comic" element={<ComicRoute />} />
        <Route path="comic/last" element={<ComicRoute />} />
        <Route path=":pollId/poll" element={<PollRoute />} />
        <Route path="poll/last" element={<PollRoute />} />
        <Route path="poll/detailed" element={<PollDetailedRoute />} />
        <Route path="election/parliament/:year?" element={<ElectionIndexRoute />} />
        <Route path="election/parliament/:year/districts" element={<ElectionDistrictsRoute />} />
        <Route path="election/parliament/:year/candidates" element={<ElectionCandidatesRoute key="candidates" />} />
        <Route path="election/parliament/:year/winners" element={<ElectionCandidatesRoute key="winners" onlyWinners />} />
        <Route path="election/parliament/:year/lists" element={<ElectionListsRoute />} />
        <Route path="election/parliament/:year/tables" element={<ElectionTablesRoute />} />
        <Route path="election/parliament/:year/news" element={<ElectionNewsRoute />} />
        <Route path="election/politician/:id" element={<PoliticianRoute />} />
        <Route path="election/candidate/:id" element={<PoliticianRoute />} />
        <Route path="election/president/:year?" element={<PresidentRoute />} />
        <Route path="election/president/:year/politician/:id" element={<PoliticianRoute />} />
        <Route path="covid" element={<CovidRoute />} />
        <Route path="covid-charts" element={<CovidChartsRoute />} />
        <Route path="exchange" element={<ExchangeRoute />} />
        <Route path="exchange-chart" element={<ExchangeChartRoute />} />
        <Route path="horoscope/daycolor" element={<DayColorRoute />} />
        <Route path="horoscope/:pageName?" element={<HoroscopeRoute key="site" />} />
        <Route path=":year/horoscope/eastern/footprint" element={<FootprintRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      {/* Embedded and mobile-app screens: no header, footer, sidebar or ads. */}
      <Route element={<BareLayout />}>
        <Route path="iframe/:year/horoscope/eastern/footprint" element={<FootprintRoute isEmbed />} />
        <Route path="horoscope/mba/:pageName?" element={<HoroscopeRoute key="app" isApp />} />
      </Route>
  </>
);
