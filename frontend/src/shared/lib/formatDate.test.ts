import { describe, expect, it } from "vitest";
import { calendarDay, formatDate } from "./formatDate";

const INTL_STYLES = {
  medium: { year: "numeric", month: "short", day: "numeric" },
  long: { year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "2-digit", day: "2-digit" },
} as const;

function intl(lang: string, style: keyof typeof INTL_STYLES, iso: string): string {
  return new Intl.DateTimeFormat(lang, { ...INTL_STYLES[style], timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

describe("formatDate", () => {
  const days = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, "0")}-${i % 2 ? "01" : "28"}`);

  it("writes Mongolian dates as CLDR mn does, every month and style", () => {
    expect(formatDate("2024-07-01", "mn")).toBe("2024 оны 7-р сарын 1");
    expect(formatDate("2024-07-01", "mn", "long")).toBe("2024 оны долоодугаар сарын 1");
    expect(formatDate("2024-07-01", "mn", "short")).toBe("2024.07.01");
    for (const iso of days) {
      for (const style of ["medium", "long", "short"] as const) {
        expect(formatDate(iso, "mn", style), `${iso} ${style}`).toBe(intl("mn", style, iso));
      }
    }
  });

  it("keeps the English edition's ISO day in every style", () => {
    for (const style of ["medium", "long", "short"] as const) expect(formatDate("2024-07-01", "en", style)).toBe("2024-07-01");
    expect(formatDate("2024-06-30T16:00:00Z", "en")).toBe("2024-07-01");
  });

  it("takes a moment's day in Ulaanbaatar, and leaves text that is no date as it is", () => {
    expect(calendarDay("2024-06-30T16:30:00Z")).toEqual({ year: 2024, month: 7, day: 1 });
    expect(formatDate("2024-06-30T23:59:00+08:00", "mn")).toBe("2024 оны 6-р сарын 30");
    expect(formatDate("2024-06-30T16:00:00Z", "mn")).toBe("2024 оны 7-р сарын 1");
    expect(formatDate("", "mn")).toBe("");
    expect(formatDate("soon", "en")).toBe("soon");
  });
});
