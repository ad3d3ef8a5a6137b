import { useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { LazyLineChart } from "@/shared/charts/LazyCharts";
import { formatNumber } from "@/shared/lib/formatNumber";
import { formatDate } from "@/shared/lib/formatDate";
import { SegmentedButtons } from "@/shared/ui/SegmentedButtons";
import { COVID_PERIODS, hasNegativeValues, selectSeries, summarise, type CovidPeriod } from "../model/covidSeries";
import { COVID_METRICS, type CovidChartResponse, type CovidMetric } from "../model/types";
import "./covid.css";

const TABLE_ROWS = 14;

/**
 * The daily series with metric and period buttons, a text summary and the last days as a table.
 * Negative days are drawn as the source gives them, with a note saying what they are.
 */
export function CovidChart({ data }: { data: CovidChartResponse }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string, style: "short" | "medium" = "medium") => formatDate(iso, i18n.language, style);
  const [metric, setMetric] = useState<CovidMetric>("new_cases");
  const [period, setPeriod] = useState<CovidPeriod>(365);
  const points = selectSeries(data.series, metric, period);
  const summary = summarise(points);
  const tableRows = Math.min(TABLE_ROWS, points.length);
  const metricName = t(`covid.metrics.${metric}`);
  const periodName = (days: CovidPeriod) => (days === 0 ? t("covid.periodAll") : t("covid.periodDays", { count: days, days }));
  return (
    <div className="chart-card">
      <SegmentedButtons
        label={t("covid.metricLabel")}
        options={COVID_METRICS.map((value) => ({ value, label: t(`covid.metrics.${value}`) }))}
        value={metric}
        onChange={setMetric}
      />
      <SegmentedButtons
        label={t("covid.periodLabel")}
        options={COVID_PERIODS.map((value) => ({ value, label: periodName(value) }))}
        value={period}
        onChange={setPeriod}
      />
      <LazyLineChart
        points={points}
        title={t("covid.chartLabel", { metric: metricName, period: periodName(period) })}
        formatValue={formatNumber}
        formatLabel={(label) => day(label, "short")}
        color={metric.endsWith("deaths") ? "var(--chart-grey)" : "var(--chart-red)"}
      />
      {hasNegativeValues(points) && (
        <p className="covid-chart-note" data-testid="chart-corrections-note">
          {t("covid.correctionsNote")}
        </p>
      )}
      {summary.first && summary.last && (
        <p className="chart-card__summary" data-testid="chart-summary">
          {t("covid.summary", {
            metric: metricName,
            from: day(summary.first.label),
            to: day(summary.last.label),
            last: summary.last.value === null ? "—" : formatNumber(summary.last.value),
            peak: summary.peak?.value === undefined || summary.peak.value === null ? "—" : formatNumber(summary.peak.value),
            peakDate: summary.peak ? day(summary.peak.label) : "—",
          })}
        </p>
      )}
      <details className="chart-table">
        <summary>{t("covid.tableToggle", { count: tableRows, rows: tableRows })}</summary>
        <table className="chart-table__table">
          <thead>
            <tr>
              <th scope="col">{t("covid.date")}</th>
              <th scope="col">{metricName}</th>
            </tr>
          </thead>
          <tbody>
            {points.slice(-TABLE_ROWS).map((point) => (
              <tr key={point.label}>
                <th scope="row">{day(point.label, "short")}</th>
                <td>{point.value === null ? "—" : formatNumber(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
