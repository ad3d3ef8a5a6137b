// How much of the asked-for period the stored rates cover: a 365-day chart of 30 stored days
// says so instead of looking like the 30-day one.

export interface ChartCoverage {
  /** Calendar days from the first stored rate to the last, both counted. */
  days: number;
  from: string;
  to: string;
  /** Fewer days than the period asked for. */
  isShort: boolean;
}

const DAY_MS = 86_400_000;

/** The span of `series` (ISO dates, oldest first) against `requestedDays`; null for no rates. */
export function chartCoverage(series: readonly { date: string }[], requestedDays: number): ChartCoverage | null {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return null;
  // ISO dates parse as UTC midnights, so the difference is whole days.
  const days = Math.round((Date.parse(last.date) - Date.parse(first.date)) / DAY_MS) + 1;
  return { days, from: first.date, to: last.date, isShort: days < requestedDays };
}
