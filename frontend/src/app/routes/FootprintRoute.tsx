import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useFootprint } from "@/features/horoscope/api/useHoroscope";
import { ForecastList } from "@/features/horoscope/components/ForecastList";
import { HoroscopeNav } from "@/features/horoscope/components/HoroscopeNav";
import { SampleBadge } from "@/features/horoscope/components/SampleBadge";
import { YearCard } from "@/features/horoscope/components/YearCard";
import { useHead } from "@/shared/hooks/useHead";
import { YearLinks } from "@/shared/ui/YearLinks";
import { pathTo } from "@/app/screenPaths";
import { horoscopeLinks } from "./horoscopeLinks";
import { NotFoundRoute } from "./NotFoundRoute";

function FootprintScreen({ year, isEmbed }: { year: string; isEmbed: boolean }) {
  const { t } = useTranslation();
  const footprint = useFootprint(year);
  const title = t("horoscope.footprintTitle", { year });
  const isNotFound = footprint.error?.status === 404;
  useHead({ title: `${isNotFound ? t("notFound.title") : title} · ${t("site.name")}`, description: t("horoscope.description") });
  if (isNotFound) return <NotFoundRoute />;
  return (
    <div className="horoscope">
      <h1 className="page-title">{title}</h1>
      {!isEmbed && <HoroscopeNav active="footprint" linkTo={horoscopeLinks(false, Number(year))} />}
      {footprint.isPending && <p role="status">{t("news.loading")}</p>}
      {footprint.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {footprint.data && (
        <>
          {footprint.data.is_sample && <SampleBadge />}
          <YearLinks
            years={footprint.data.years}
            current={footprint.data.year.year}
            pathFor={(y) => pathTo(isEmbed ? "footprint-embed" : "footprint", { year: y })}
            label={t("horoscope.footprintYears")}
          />
          <YearCard year={footprint.data.year} />
          {footprint.data.forecasts.length > 0 ? (
            <ForecastList forecasts={footprint.data.forecasts} />
          ) : (
            <p className="news-screen__empty">{t("horoscope.footprintEmpty", { year })}</p>
          )}
        </>
      )}
    </div>
  );
}

/** `/:year/horoscope/eastern/footprint` and its embeddable twin under `/iframe/` (bare layout). */
export function FootprintRoute({ isEmbed = false }: { isEmbed?: boolean }) {
  const { year = "" } = useParams();
  return <FootprintScreen year={year} isEmbed={isEmbed} />;
}
