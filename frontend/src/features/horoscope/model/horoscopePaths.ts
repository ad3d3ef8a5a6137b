// Where the horoscope screens live; the mobile-app (mba) variants mirror them under /horoscope/mba.
import { HOROSCOPE_PAGES, type HoroscopePageName } from "./types";

export const DEFAULT_HOROSCOPE_PAGE: HoroscopePageName = "calendar";

export function isHoroscopePage(value: string): value is HoroscopePageName {
  return (HOROSCOPE_PAGES as readonly string[]).includes(value);
}

export function horoscopePath(page: HoroscopePageName, isApp = false): string {
  return `/horoscope/${isApp ? "mba/" : ""}${page}`;
}

/** "03-21" and "04-19" -> "03.21–04.19" (month first, the same in both languages). */
export function formatSignDates(start: string, end: string): string {
  return `${start.replace("-", ".")}–${end.replace("-", ".")}`;
}
