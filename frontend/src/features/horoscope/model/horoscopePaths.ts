// The horoscope's pages, and how their dates read.
import { HOROSCOPE_PAGES, type HoroscopePageName } from "./types";

export const DEFAULT_HOROSCOPE_PAGE: HoroscopePageName = "calendar";

export function isHoroscopePage(value: string): value is HoroscopePageName {
  return (HOROSCOPE_PAGES as readonly string[]).includes(value);
}

/** "03-21" and "04-19" -> "03.21–04.19" (month first, the same in both languages). */
export function formatSignDates(start: string, end: string): string {
  return `${start.replace("-", ".")}–${end.replace("-", ".")}`;
}
