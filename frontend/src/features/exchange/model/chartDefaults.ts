// A leaf module: the chart screen and app/screens.ts (in the entry chunk, which declares the
// chart's first read) both read it.

/** The chart the screen opens with. */
export const DEFAULT_CHART_CURRENCY = "USD";
export const DEFAULT_CHART_DAYS = 30;
/** The periods (days) a reader can pick. */
export const CHART_PERIODS = [7, 30, 90, 365] as const;
