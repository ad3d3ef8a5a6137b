// Calendar dates a reader sees. Mongolian ones as CLDR mn writes them: "2024 оны 7-р сарын 1" (medium,
// in running text), "2024 оны долоодугаар сарын 1" (long), "2024.07.01" (short: tables, chart axes).
// The English edition keeps the ISO day ("2024-07-01") it has always shown, as the spec's times do.
//
// Written out by hand rather than with Intl.DateTimeFormat, as formatNumber is: the server renders
// pages in a V8 without Mongolian locale data (Intl falls back to English there, and the page would
// change when the browser took over), and the first Intl formatter costs a phone 80-130 ms at start-up.
// The tests compare every month and style with Intl's output (Node has the full CLDR data).
import type { Language } from "@/shared/i18n/language";

export type DateStyle = "short" | "medium" | "long";

const UB_OFFSET_MS = 8 * 60 * 60 * 1000;

// CLDR mn: the format-wide month names (MMMM), used after the year in the long date.
const MN_MONTHS = [
  "нэгдүгээр", "хоёрдугаар", "гуравдугаар", "дөрөвдүгээр", "тавдугаар", "зургаадугаар",
  "долоодугаар", "наймдугаар", "есдүгээр", "аравдугаар", "арван нэгдүгээр", "арван хоёрдугаар",
];

interface CalendarDay {
  year: number;
  month: number; // 1-12
  day: number;
}

/**
 * The calendar day of `iso`: a plain date ("2024-07-01") as it is, a moment ("2024-07-01T23:30:00Z")
 * as the day it is in Ulaanbaatar (UTC+8, no daylight saving), wherever the reader is.
 */
export function calendarDay(iso: string): CalendarDay | null {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (plain) return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + UB_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `iso` (a date or a moment) as a date of `lang` in `style`; text that is not a date comes back as it is. */
export function formatDate(iso: string, lang: Language, style: DateStyle = "medium"): string {
  const date = calendarDay(iso);
  if (!date) return iso;
  const { year, month, day } = date;
  if (lang === "en") return `${year}-${pad(month)}-${pad(day)}`;
  if (style === "short") return `${year}.${pad(month)}.${pad(day)}`;
  const monthName = style === "long" ? MN_MONTHS[month - 1] : `${month}-р`;
  return `${year} оны ${monthName} сарын ${day}`;
}
