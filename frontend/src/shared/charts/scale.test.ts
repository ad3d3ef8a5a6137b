import { describe, expect, it } from "vitest";
import { linearScale, nearestIndex, niceTicks, spreadIndexes } from "./scale";

describe("chart scales", () => {
  it("maps a domain onto a range, and a flat domain onto the middle", () => {
    expect(linearScale([0, 10], [0, 100])(5)).toBe(50);
    expect(linearScale([0, 10], [200, 0])(10)).toBe(0);
    expect(linearScale([3, 3], [0, 100])(3)).toBe(50);
  });

  it("gives round ticks covering the values", () => {
    expect(niceTicks(0, 1_007_900, 4)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(niceTicks(0, 68, 4)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(3640, 3670, 3)).toEqual([3640, 3650, 3660, 3670]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });

  it("spreads axis labels with the first and last always shown", () => {
    expect(spreadIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(spreadIndexes(101, 3)).toEqual([0, 50, 100]);
    expect(spreadIndexes(0, 3)).toEqual([]);
  });

  it("finds the nearest point", () => {
    expect(nearestIndex([0, 10, 20, 30], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20, 30], 99)).toBe(3);
  });
});
