// Wire shapes of the covid API (generated from backend/widgets/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** `total_recovered` is null once the source stopped reporting recoveries; `updated` is the day of
 * the last figures (YYYY-MM-DD). */
export type CovidCounters = Schemas["CovidCountersOut"];

export type CovidResponse = Schemas["CovidOut"];

export const COVID_METRICS = ["new_cases", "total_cases", "new_deaths", "total_deaths"] as const;
export type CovidMetric = (typeof COVID_METRICS)[number];

/** Index-aligned columns: `date[i]` goes with `new_cases[i]` and so on.
 * TODO: the schema says only `dict[str, list]`; alias it once CovidChartOut.series has a typed schema. */
export type CovidSeries = { date: string[] } & Record<CovidMetric | "total_recovered", (number | null)[]>;

export type CovidChartResponse = Omit<Schemas["CovidChartOut"], "series"> & { series: CovidSeries };
