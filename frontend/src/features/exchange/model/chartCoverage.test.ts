import { describe, expect, it } from "vitest";
import { chartCoverage } from "./chartCoverage";

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ date: new Date(Date.parse(from) + index * 86_400_000).toISOString().slice(0, 10) }));

describe("chartCoverage", () => {
  it("says when the stored rates cover less than the period asked for", () => {
    expect(chartCoverage(days("2026-10-28", 30), 365)).toEqual({ days: 30, from: "2026-10-28", to: "2026-11-26", isShort: true });
  });

  it("counts calendar days, gaps included, and is not short when the period is covered", () => {
    const series = [{ date: "2026-11-20" }, { date: "2026-11-23" }, { date: "2026-11-26" }];
    expect(chartCoverage(series, 7)).toEqual({ days: 7, from: "2026-11-20", to: "2026-11-26", isShort: false });
  });

  it("has nothing to say without rates", () => {
    expect(chartCoverage([], 30)).toBeNull();
  });
});
