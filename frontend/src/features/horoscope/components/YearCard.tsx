import { useTranslation } from "@/shared/i18n/useTranslation";
import type { YearCycle } from "../model/types";
import "./horoscope.css";

/** The year of the 60-year cycle: its name, animal, element and colour. */
export function YearCard({ year }: { year: YearCycle }) {
  const { t } = useTranslation();
  return (
    <section className="horoscope-card year-card" aria-label={t("horoscope.yearTitle", { year: year.year })}>
      <p className="horoscope-card__kicker">{t("horoscope.yearTitle", { year: year.year })}</p>
      <p className="year-card__name">{year.name}</p>
      <dl className="horoscope-facts">
        <div>
          <dt>{t("horoscope.animal")}</dt>
          <dd>{year.animal.name}</dd>
        </div>
        <div>
          <dt>{t("horoscope.element")}</dt>
          <dd>{year.element}</dd>
        </div>
        <div>
          <dt>{t("horoscope.colour")}</dt>
          <dd>{year.colour}</dd>
        </div>
        {year.new_year_date && (
          <div>
            <dt>{t("horoscope.newYear")}</dt>
            <dd>{year.new_year_date}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
