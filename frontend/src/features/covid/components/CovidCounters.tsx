import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber } from "@/shared/lib/formatNumber";
import { formatDate } from "@/shared/lib/formatDate";
import type { CovidCounters as Counters } from "../model/types";
import { CovidSource } from "./CovidSource";
import "./covid.css";

/** New cases, totals, deaths, recoveries (or when they stopped being reported) and the update day. */
export function CovidCounters({ counters }: { counters: Counters }) {
  const { t, i18n } = useTranslation();
  const items: { key: string; label: string; value: string; note?: string }[] = [
    { key: "new", label: t("covid.newCases"), value: formatNumber(counters.new_cases) },
    { key: "total", label: t("covid.totalCases"), value: formatNumber(counters.total_cases) },
    { key: "deaths", label: t("covid.totalDeaths"), value: formatNumber(counters.total_deaths) },
    counters.total_recovered === null
      ? {
          key: "recovered",
          label: t("covid.totalRecovered"),
          value: counters.recovered_last_reported ? formatNumber(counters.recovered_last_reported.total_recovered) : "—",
          note: counters.recovered_last_reported
            ? t("covid.recoveredNotReported", { date: formatDate(counters.recovered_last_reported.date, i18n.language) })
            : t("covid.recoveredNeverReported"),
        }
      : { key: "recovered", label: t("covid.totalRecovered"), value: formatNumber(counters.total_recovered) },
  ];
  return (
    <>
      <dl className="covid-counters">
        {items.map((item) => (
          <div key={item.key} className={`covid-counter covid-counter--${item.key}`} data-testid={`covid-${item.key}`}>
            <dt>{item.label}</dt>
            <dd className="covid-counter__value">{item.value}</dd>
            {item.note && <dd className="covid-counter__note">{item.note}</dd>}
          </div>
        ))}
      </dl>
      <p className="covid-updated">
        {t("covid.updated")}: <time dateTime={counters.updated}>{formatDate(counters.updated, i18n.language)}</time>
      </p>
      <CovidSource source={counters.source} url={counters.source_url} />
    </>
  );
}
