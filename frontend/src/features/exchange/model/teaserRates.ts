import type { Rate } from "./types";

/** The currencies readers here look up most, in this order (the teaser shows those that are stored). */
export const TEASER_CURRENCIES = ["USD", "EUR", "CNY", "RUB"] as const;

export function pickTeaserRates(rates: readonly Rate[]): Rate[] {
  const byCode = new Map(rates.map((rate) => [rate.code, rate]));
  return TEASER_CURRENCIES.flatMap((code) => byCode.get(code) ?? []);
}
