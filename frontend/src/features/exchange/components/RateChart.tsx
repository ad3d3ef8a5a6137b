import { useTranslation } from "@/shared/i18n/useTranslation";
import { LazyLineChart } from "@/shared/charts/LazyCharts";
import { formatDate } from "@/shared/lib/formatDate";
import { formatRate } from "../model/rateChange";
import type { RateChartResponse } from "../model/types";
import "./exchange.css";

/** One currency's rate over the period, with a text summary as its alternative. */
export function RateChart({ data }: { data: RateChartResponse }) {
  const { t, i18n } = useTranslation();
  const points = data.series.map((point) => ({ label: point.date, value: point.rate }));
  if (points.length === 0) return <p>{t("exchange.noSeries")}</p>;
  const values = data.series.map((point) => point.rate);
  const first = data.series[0];
  const last = data.series[data.series.length - 1];
  return (
    <>
      <LazyLineChart
        points={points}
        title={t("exchange.chartLabel", { count: data.days, code: data.currency.code, days: data.days })}
        formatValue={formatRate}
        formatLabel={(label) => formatDate(label, i18n.language, "short")}
        isZeroBased={false}
      />
      {first && last && (
        <p className="chart-card__summary" data-testid="chart-summary">
          {t("exchange.chartSummary", {
            code: data.currency.code,
            unit: data.currency.unit,
            from: formatDate(first.date, i18n.language),
            to: formatDate(last.date, i18n.language),
            first: formatRate(first.rate),
            last: formatRate(last.rate),
            low: formatRate(Math.min(...values)),
            high: formatRate(Math.max(...values)),
          })}
        </p>
      )}
    </>
  );
}
