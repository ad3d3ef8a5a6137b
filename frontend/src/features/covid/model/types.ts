// Wire shapes of the covid API (backend/widgets/schemas.py).

export interface CovidCounters {
  new_cases: number;
  total_cases: number;
  new_deaths: number;
  total_deaths: number;
  /** Null once the source stopped reporting recoveries. */
  total_recovered: number | null;
  /** The day of the last figures (YYYY-MM-DD). */
  updated: string;
  recovered_last_reported: { date: string; total_recovered: number } | null;
  source: string;
  source_url: string;
  licence: string;
}

export interface CovidResponse {
  covid19: CovidCounters | null;
}

export const COVID_METRICS = ["new_cases", "total_cases", "new_deaths", "total_deaths"] as const;
export type CovidMetric = (typeof COVID_METRICS)[number];

/** Index-aligned columns: `date[i]` goes with `new_cases[i]` and so on. */
export interface CovidChartResponse {
  start: string | null;
  end: string | null;
  series: { date: string[] } & Record<CovidMetric | "total_recovered", (number | null)[]>;
  source: string;
  licence: string;
}
