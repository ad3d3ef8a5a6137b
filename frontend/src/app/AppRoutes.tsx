import { Route, Routes } from "react-router";
import { Layout } from "./layout/Layout";
import { CategoryRoute } from "./routes/CategoryRoute";
import { HomeRoute } from "./routes/HomeRoute";
import { NewsTypeRoute } from "./routes/NewsTypeRoute";
import { NotFoundRoute } from "./routes/NotFoundRoute";
import { ProviderRoute } from "./routes/ProviderRoute";
// Reading (issue 3): the article, the news sections and search.
import { ArticleRoute } from "./routes/ArticleRoute";
import { BriefRoute } from "./routes/BriefRoute";
import { CornerRoute } from "./routes/CornerRoute";
import { EconomyRoute } from "./routes/EconomyRoute";
import { LatestListRoute } from "./routes/LatestListRoute";
import { LifestyleRoute } from "./routes/LifestyleRoute";
import { MediaListRoute } from "./routes/MediaListRoute";
import { MediaRoute } from "./routes/MediaRoute";
import { MegaProjectsRoute } from "./routes/MegaProjectsRoute";
import { MobileSpecialRoute } from "./routes/MobileSpecialRoute";
import { SearchRoute } from "./routes/SearchRoute";
import { TagRoute } from "./routes/TagRoute";
import { TodayRoute } from "./routes/TodayRoute";
import { TrendListRoute } from "./routes/TrendListRoute";
import { YearFeaturesRoute } from "./routes/YearFeaturesRoute";
import { StaticPageRoute } from "./routes/StaticPageRoute";
// Data desks (issue 5): elections, covid, exchange rates and the horoscope.
import { BareLayout } from "./layout/BareLayout";
import { CovidChartsRoute } from "./routes/CovidChartsRoute";
import { CovidRoute } from "./routes/CovidRoute";
import { DayColorRoute } from "./routes/DayColorRoute";
import { ElectionCandidatesRoute } from "./routes/ElectionCandidatesRoute";
import { ElectionDistrictsRoute } from "./routes/ElectionDistrictsRoute";
import { ElectionIndexRoute } from "./routes/ElectionIndexRoute";
import { ElectionListsRoute } from "./routes/ElectionListsRoute";
import { ElectionNewsRoute } from "./routes/ElectionNewsRoute";
import { ElectionTablesRoute } from "./routes/ElectionTablesRoute";
import { ExchangeChartRoute } from "./routes/ExchangeChartRoute";
import { ExchangeRoute } from "./routes/ExchangeRoute";
import { FootprintRoute } from "./routes/FootprintRoute";
import { HoroscopeRoute } from "./routes/HoroscopeRoute";
import { PoliticianRoute } from "./routes/PoliticianRoute";
import { PresidentRoute } from "./routes/PresidentRoute";
// Readers take part (issue 4): polls and comics.
import { ComicRoute } from "./routes/ComicRoute";
import { PollDetailedRoute } from "./routes/PollDetailedRoute";
import { PollRoute } from "./routes/PollRoute";

/** The route table; Django's web/routes.py mirrors it to embed each route's data. */
export function AppRoutes() {
  return (
    <Routes>
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
    </Routes>
  );
}
