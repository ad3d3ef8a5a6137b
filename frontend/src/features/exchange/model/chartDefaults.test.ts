import { describe, expect, it } from "vitest";
import { offeredPeriods } from "./chartDefaults";

describe("offeredPeriods", () => {
  it("offers only the periods the stored rates can draw", () => {
    expect(offeredPeriods([7, 30], 30)).toEqual([7, 30]);
  });

  it("keeps the chosen period so the pressed button never vanishes", () => {
    expect(offeredPeriods([7, 30], 365)).toEqual([7, 30, 365]);
  });

  it("offers every period until the server has said", () => {
    expect(offeredPeriods(undefined, 30)).toEqual([7, 30, 90, 365]);
  });
});
