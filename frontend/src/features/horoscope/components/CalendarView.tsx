import { useTranslation } from "@/shared/i18n/useTranslation";
import type { CalendarDay, YearCycle } from "../model/types";
import { YearCard } from "./YearCard";
import "./horoscope.css";

/** The day's lunar-calendar information and the year animal; empty fields are left out. */
export function CalendarView({ day, year }: { day: CalendarDay | null; year: YearCycle | null }) {
  const { t } = useTranslation();
  const rows: [string, string][] = day
    ? ([
        [t("horoscope.lunarDay"), day.lunar_day === null ? "" : String(day.lunar_day)],
        [t("horoscope.lunarMonth"), day.lunar_month === null ? "" : String(day.lunar_month)],
        [t("horoscope.dayAnimal"), day.day_animal?.name ?? ""],
        [t("horoscope.menge"), day.menge],
        [t("horoscope.goodFor"), day.good_for],
        [t("horoscope.avoid"), day.avoid],
        [t("horoscope.haircut"), day.haircut],
        [t("horoscope.travel"), day.travel],
      ] as [string, string][]).filter(([, value]) => value !== "")
    : [];
  return (
    <div className="horoscope-grid">
      <section className="horoscope-card" aria-label={t("horoscope.dayTitle")}>
        <p className="horoscope-card__kicker">{t("horoscope.dayTitle")}</p>
        {day ? (
          <>
            <dl className="horoscope-list">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {day.note && <p className="muted">{day.note}</p>}
          </>
        ) : (
          <p>{t("horoscope.noDay")}</p>
        )}
      </section>
      {year && <YearCard year={year} />}
    </div>
  );
}
