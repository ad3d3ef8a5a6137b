import { describe, expect, it } from "vitest";
import { formatSignDates, horoscopePath, isHoroscopePage } from "./horoscopePaths";

describe("horoscope paths", () => {
  it("knows the pages and builds site and app paths", () => {
    expect(isHoroscopePage("zodiac")).toBe(true);
    expect(isHoroscopePage("daycolor")).toBe(false);
    expect(horoscopePath("tarot")).toBe("/horoscope/tarot");
    expect(horoscopePath("calendar", true)).toBe("/horoscope/mba/calendar");
  });

  it("formats a sign's dates", () => {
    expect(formatSignDates("03-21", "04-19")).toBe("03.21–04.19");
  });
});
