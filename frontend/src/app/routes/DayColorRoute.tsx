import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";
import { useDayColor } from "@/features/horoscope/api/useHoroscope";
import { HoroscopeNav } from "@/features/horoscope/components/HoroscopeNav";
import { SampleBadge } from "@/features/horoscope/components/SampleBadge";
import { useHead } from "@/shared/hooks/useHead";
import { formatDate } from "@/shared/lib/formatDate";
import { horoscopeLinks } from "./horoscopeLinks";

/** `/horoscope/daycolor`: the colour of the day and its advice. */
export function DayColorRoute() {
  const { t, i18n } = useTranslation();
  const { serverTime } = usePortal();
  const day = useDayColor();
  useHead({ title: `${t("horoscope.pages.daycolor")} · ${t("site.name")}`, description: t("horoscope.description") });
  const colour = day.data?.daycolor;
  return (
    <div className="horoscope">
      <h1 className="page-title">{t("horoscope.pages.daycolor")}</h1>
      <HoroscopeNav active="daycolor" linkTo={horoscopeLinks(false, Number(serverTime.slice(0, 4)))} />
      {day.isPending && <p role="status">{t("news.loading")}</p>}
      {day.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {colour && (
        <>
          <p className="horoscope-date">{t("horoscope.dateLine", { date: formatDate(colour.date, i18n.language) })}</p>
          {colour.is_sample && <SampleBadge />}
          <section className="horoscope-card daycolor" aria-label={t("horoscope.pages.daycolor")}>
            <span className="daycolor__swatch" style={{ background: colour.colour_hex }} aria-hidden="true" data-testid="daycolor-swatch" />
            <div>
              <p className="daycolor__name">{colour.colour_name}</p>
              <p>{colour.advice}</p>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
