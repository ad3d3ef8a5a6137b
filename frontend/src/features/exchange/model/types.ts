// Wire shapes of the exchange rate API (generated from backend/widgets/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** MNT per `unit` units of the currency; `change` is against the previous day with a rate. */
export type Rate = Schemas["RateOut"];

/** `as_of` is the day of the newest stored rate (older than `date` when the fetch failed). */
export type RatesResponse = Schemas["ExchangeOut"];

export type RateChartResponse = Schemas["ExchangeChartOut"];
