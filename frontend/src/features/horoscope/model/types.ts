// Wire shapes of the horoscope API (generated from backend/horoscope/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export const HOROSCOPE_PAGES = ["calendar", "zodiac", "tarot", "eastern"] as const;
export type HoroscopePageName = (typeof HOROSCOPE_PAGES)[number];

export type Animal = Schemas["AnimalOut"];

export type YearCycle = Schemas["YearCycleOut"];

export type CalendarDay = Schemas["CalendarDayOut"];

/** `start` and `end` are "MM-DD". */
export type Sign = Schemas["SignOut"];

export type TarotCard = Schemas["TarotCardOut"];

export type Forecast = Schemas["ForecastOut"];

/** One page: `page` is a HoroscopePageName; only that page's fields are filled, the others are null. */
export type HoroscopePage = Schemas["HoroscopePageOut"];

export type DayColorResponse = Schemas["DayColorPageOut"];

/** `years`: the years with forecasts in this edition, newest first. */
export type FootprintResponse = Schemas["FootprintOut"];
