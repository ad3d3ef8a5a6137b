// The covid daily series for the chart: one metric over a chosen period, and its text summary.
import type { CovidChartResponse, CovidMetric } from "./types";

/** Chart periods in days; 0 is the whole series. */
export const COVID_PERIODS = [30, 90, 365, 0] as const;
export type CovidPeriod = (typeof COVID_PERIODS)[number];

export interface SeriesPoint {
  label: string;
  value: number | null;
}

/** The last `days` points of a metric (counted back from the series' last day), all when 0. */
export function selectSeries(series: CovidChartResponse["series"], metric: CovidMetric, days: CovidPeriod): SeriesPoint[] {
  const values = series[metric];
  const points = series.date.map((label, i) => ({ label, value: values[i] ?? null }));
  return days === 0 ? points : points.slice(-days);
}

export interface SeriesSummary {
  first: SeriesPoint | undefined;
  last: SeriesPoint | undefined;
  peak: SeriesPoint | undefined;
}

/** First, last and highest point (the earliest of equal highs): the chart's text alternative. */
export function summarise(points: readonly SeriesPoint[]): SeriesSummary {
  let peak: SeriesPoint | undefined;
  for (const point of points) {
    if (point.value !== null && (peak === undefined || point.value > (peak.value ?? -Infinity))) peak = point;
  }
  return { first: points[0], last: points[points.length - 1], peak };
}

/** Whether a series goes below zero: the source's corrections of earlier counts, drawn as given. */
export function hasNegativeValues(points: readonly SeriesPoint[]): boolean {
  return points.some((point) => point.value !== null && point.value < 0);
}
