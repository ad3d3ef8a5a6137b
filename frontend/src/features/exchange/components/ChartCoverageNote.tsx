import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatDate } from "@/shared/lib/formatDate";
import { chartCoverage } from "../model/chartCoverage";
import type { RateChartResponse } from "../model/types";
import "./exchange.css";

/** Which days the chart covers, and plainly when that is less than the period asked for. */
export function ChartCoverageNote({ data }: { data: RateChartResponse }) {
  const { t, i18n } = useTranslation();
  const coverage = chartCoverage(data.series, data.days);
  if (!coverage) return null;
  const from = formatDate(coverage.from, i18n.language);
  const values = { count: coverage.days, from, to: formatDate(coverage.to, i18n.language), days: data.days };
  return (
    <p className={coverage.isShort ? "chart-card__coverage is-short" : "chart-card__coverage"} role="note" data-testid="chart-coverage">
      {coverage.isShort ? t("exchange.coverageShort", values) : t("exchange.coverage", values)}
    </p>
  );
}
