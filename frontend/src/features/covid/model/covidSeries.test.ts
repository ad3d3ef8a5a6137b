import { describe, expect, it } from "vitest";
import { hasNegativeValues, selectSeries, summarise } from "./covidSeries";
import type { CovidChartResponse } from "./types";

const series: CovidChartResponse["series"] = {
  date: ["2023-03-05", "2023-03-06", "2023-03-07", "2023-03-08", "2023-03-09"],
  new_cases: [5, 9, 9, 3, 0],
  total_cases: [1007885, 1007894, 1007897, 1007900, 1007900],
  new_deaths: [0, 0, 0, 0, 0],
  total_deaths: [2136, 2136, 2136, 2136, 2136],
  total_recovered: [null, null, null, null, null],
};

describe("covid series", () => {
  it("keeps the last days of one metric, or all of it", () => {
    expect(selectSeries(series, "new_cases", 30)).toHaveLength(5);
    const lastDays = selectSeries(series, "total_cases", 0).slice(-2);
    expect(lastDays).toEqual([
      { label: "2023-03-08", value: 1007900 },
      { label: "2023-03-09", value: 1007900 },
    ]);
  });

  it("summarises first, last and the earliest peak", () => {
    const summary = summarise(selectSeries(series, "new_cases", 0));
    expect(summary.first?.label).toBe("2023-03-05");
    expect(summary.last?.value).toBe(0);
    expect(summary.peak).toEqual({ label: "2023-03-06", value: 9 });
    expect(summarise([]).peak).toBeUndefined();
  });

  it("tells when a series has the source's negative corrections, keeping them as given", () => {
    const corrected = { ...series, new_cases: [5, 9, -4, 3, 0] };
    expect(selectSeries(corrected, "new_cases", 0)[2]).toEqual({ label: "2023-03-07", value: -4 });
    expect(hasNegativeValues(selectSeries(corrected, "new_cases", 0))).toBe(true);
    expect(hasNegativeValues(selectSeries(corrected, "new_cases", 30).slice(-2))).toBe(false);
    expect(hasNegativeValues(selectSeries(series, "new_deaths", 0))).toBe(false);
    expect(hasNegativeValues([{ label: "2023-03-05", value: null }])).toBe(false);
  });
});
