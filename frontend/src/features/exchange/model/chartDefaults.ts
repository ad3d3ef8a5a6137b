// A leaf module: the chart screen and app/screens.ts (in the entry chunk, which declares the
// chart's first read) both read it.

/** The chart the screen opens with. */
export const DEFAULT_CHART_CURRENCY = "USD";
export const DEFAULT_CHART_DAYS = 30;
/** The periods (days) a reader can pick. */
export const CHART_PERIODS = [7, 30, 90, 365] as const;

/**
 * The period buttons to show: those the server says the stored rates can draw (each draws more
 * days than the one before), plus the one already chosen; every period until the server has said.
 */
export function offeredPeriods(available: readonly number[] | undefined, chosen: number): number[] {
  if (!available) return [...CHART_PERIODS];
  return CHART_PERIODS.filter((period) => period === chosen || available.includes(period));
}
