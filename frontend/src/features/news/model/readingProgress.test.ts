import { describe, expect, it } from "vitest";
import { clampReadingProgress, rawReadingProgress } from "./readingProgress";

describe("reading progress", () => {
  it("keeps 0..100 and turns values below 0 into 0", () => {
    expect(clampReadingProgress(-20)).toEqual({ value: 0, showNext: false });
    expect(clampReadingProgress(0)).toEqual({ value: 0, showNext: false });
    expect(clampReadingProgress(42.5)).toEqual({ value: 42.5, showNext: false });
    expect(clampReadingProgress(100)).toEqual({ value: 100, showNext: false });
    expect(clampReadingProgress(Number.NaN)).toEqual({ value: 0, showNext: false });
  });

  it("turns values above 100 into 100 and shows the next article", () => {
    expect(clampReadingProgress(100.1)).toEqual({ value: 100, showNext: true });
    expect(clampReadingProgress(250)).toEqual({ value: 100, showNext: true });
  });

  it("measures the viewport's bottom edge through the body", () => {
    const body = { top: 1000, height: 2000, viewportHeight: 800 };
    expect(rawReadingProgress({ ...body, scrollY: 0 })).toBeLessThan(0);
    expect(rawReadingProgress({ ...body, scrollY: 1200 })).toBe(50);
    expect(rawReadingProgress({ ...body, scrollY: 2200 })).toBe(100);
    expect(rawReadingProgress({ ...body, scrollY: 2300 })).toBeGreaterThan(100);
    expect(rawReadingProgress({ ...body, height: 0, scrollY: 5 })).toBe(0);
  });
});
