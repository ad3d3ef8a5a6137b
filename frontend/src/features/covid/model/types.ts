// Wire shapes of the covid API (generated from backend/widgets/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** `total_recovered` is null once the source stopped reporting recoveries; `updated` is the day of
 * the last figures (YYYY-MM-DD). */
export type CovidCounters = Schemas["CovidCountersOut"];

export type CovidResponse = Schemas["CovidOut"];

export const COVID_METRICS = ["new_cases", "total_cases", "new_deaths", "total_deaths"] as const;
export type CovidMetric = (typeof COVID_METRICS)[number];

/** Index-aligned columns: `date[i]` goes with `new_cases[i]` and so on. */
export type CovidSeries = Schemas["CovidSeriesOut"];

export type CovidChartResponse = Schemas["CovidChartOut"];
