import { describe, expect, it } from "vitest";
import { formatSignDates, isHoroscopePage } from "./horoscopePaths";

describe("horoscope paths", () => {
  it("knows the pages", () => {
    expect(isHoroscopePage("zodiac")).toBe(true);
    expect(isHoroscopePage("daycolor")).toBe(false);
  });

  it("formats a sign's dates", () => {
    expect(formatSignDates("03-21", "04-19")).toBe("03.21–04.19");
  });
});
