import { describe, expect, it } from "vitest";
import { capitalFirst, formatReadingTime, formatTemperature } from "./weatherView";
import type { WeatherCity } from "./types";

const city = (slug: string, isCapital = false) => ({ slug, is_capital: isCapital }) as WeatherCity;

describe("weather widget view", () => {
  it("puts the capital first", () => {
    expect(capitalFirst([city("a"), city("ub", true), city("b")]).map((c) => c.slug)).toEqual(["ub", "a", "b"]);
  });

  it("formats temperatures with a real minus and no negative zero", () => {
    expect(formatTemperature(-7.1)).toBe("−7°");
    expect(formatTemperature(-0.4)).toBe("0°");
    expect(formatTemperature(12.6)).toBe("13°");
  });

  it("reads the reading's local time from the ISO string", () => {
    expect(formatReadingTime("2026-11-22T14:00:00+08:00")).toBe("14:00");
    expect(formatReadingTime(null)).toBe("");
  });
});
