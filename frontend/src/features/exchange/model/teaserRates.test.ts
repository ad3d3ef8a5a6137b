import { describe, expect, it } from "vitest";
import { pickTeaserRates } from "./teaserRates";
import type { Rate } from "./types";

function rate(code: string): Rate {
  return {
    code, name: code, name_mn: code, name_en: code, unit: 1, rate: 1, date: "2026-11-26", previous_rate: null,
    previous_date: null, change: null, change_percent: null, is_sample: false, source: "", source_name: "",
  };
}

describe("pickTeaserRates", () => {
  it("keeps the main currencies in their fixed order and skips those not stored", () => {
    const picked = pickTeaserRates([rate("JPY"), rate("RUB"), rate("USD"), rate("CNY")]);
    expect(picked.map((r) => r.code)).toEqual(["USD", "CNY", "RUB"]);
  });

  it("gives nothing when no rate is stored", () => {
    expect(pickTeaserRates([])).toEqual([]);
  });
});
