// Shaping the weather readings for the widget: the capital first, temperatures as "−7°".

import type { WeatherCity } from "./types";

/** Ulaanbaatar first, then the aimag centres in the source's order. */
export function capitalFirst(cities: readonly WeatherCity[]): WeatherCity[] {
  return [...cities.filter((c) => c.is_capital), ...cities.filter((c) => !c.is_capital)];
}

/** -7.1 -> "−7°", 0.4 -> "0°" (a typographic minus, no "−0"). */
export function formatTemperature(celsius: number): string {
  const rounded = Math.round(celsius);
  return rounded < 0 ? `−${Math.abs(rounded)}°` : `${rounded === 0 ? 0 : rounded}°`;
}

/** "2026-11-22T14:00:00+08:00" -> "14:00", read from the string (the reading's own local time). */
export function formatReadingTime(iso: string | null): string {
  const match = iso ? /T(\d{2}):(\d{2})/.exec(iso) : null;
  return match ? `${match[1]}:${match[2]}` : "";
}
