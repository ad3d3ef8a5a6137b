import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { useHoroscopePage } from "@/features/horoscope/api/useHoroscope";
import { CalendarView } from "@/features/horoscope/components/CalendarView";
import { ForecastList } from "@/features/horoscope/components/ForecastList";
import { HoroscopeNav } from "@/features/horoscope/components/HoroscopeNav";
import { SampleBadge } from "@/features/horoscope/components/SampleBadge";
import { TarotView } from "@/features/horoscope/components/TarotView";
import { YearCard } from "@/features/horoscope/components/YearCard";
import { ZodiacView } from "@/features/horoscope/components/ZodiacView";
import { DEFAULT_HOROSCOPE_PAGE, isHoroscopePage } from "@/features/horoscope/model/horoscopePaths";
import type { HoroscopePage, HoroscopePageName } from "@/features/horoscope/model/types";
import { useHead } from "@/shared/hooks/useHead";
import { formatDate } from "@/shared/lib/formatDate";
import { horoscopeLinks } from "./horoscopeLinks";
import { NotFoundRoute } from "./NotFoundRoute";

function PageBody({ page }: { page: HoroscopePage }) {
  switch (page.page) {
    case "calendar":
      return <CalendarView day={page.calendar} year={page.year} />;
    case "zodiac":
      return <ZodiacView signs={page.signs ?? []} currentSign={page.current_sign} />;
    case "tarot":
      return <TarotView page={page} />;
    case "eastern":
      return (
        <>
          {page.year && <YearCard year={page.year} />}
          <ForecastList forecasts={page.forecasts ?? []} />
        </>
      );
  }
}

function HoroscopeScreen({ pageName, isApp }: { pageName: HoroscopePageName; isApp: boolean }) {
  const { t, i18n } = useTranslation();
  const { serverTime } = usePortal();
  const page = useHoroscopePage(pageName);
  const title = t(`horoscope.pages.${pageName}`);
  const isNotFound = page.error?.status === 404;
  useHead({ title: `${isNotFound ? t("notFound.title") : title} · ${t("site.name")}`, description: t("horoscope.description") });
  if (isNotFound) return <NotFoundRoute />;
  return (
    <div className="horoscope">
      <h1 className="page-title">{title}</h1>
      <HoroscopeNav active={pageName} isApp={isApp} linkTo={horoscopeLinks(isApp, Number(serverTime.slice(0, 4)))} />
      {page.isPending && <p role="status">{t("news.loading")}</p>}
      {page.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {page.data && (
        <>
          <p className="horoscope-date">{t("horoscope.dateLine", { date: formatDate(page.data.date, i18n.language) })}</p>
          {page.data.is_sample && <SampleBadge />}
          <PageBody page={page.data} />
        </>
      )}
    </div>
  );
}

/** `/horoscope/:pageName?` (calendar by default) and the app's `/horoscope/mba/:pageName?`. */
export function HoroscopeRoute({ isApp = false }: { isApp?: boolean }) {
  const { pageName = DEFAULT_HOROSCOPE_PAGE } = useParams();
  // The path's pattern admits only the page names, but in any case: the pages are lower-case.
  if (!isHoroscopePage(pageName)) return <NotFoundRoute />;
  return <HoroscopeScreen pageName={pageName} isApp={isApp} />;
}
