// Wire shapes of the horoscope API (backend/horoscope/schemas.py).

export const HOROSCOPE_PAGES = ["calendar", "zodiac", "tarot", "eastern"] as const;
export type HoroscopePageName = (typeof HOROSCOPE_PAGES)[number];

export interface Animal {
  key: string;
  name: string;
  name_mn: string;
  name_en: string;
}

export interface YearCycle {
  year: number;
  name: string;
  name_mn: string;
  name_en: string;
  animal: Animal;
  element: string;
  colour: string;
  polarity: string;
  new_year_date: string | null;
}

export interface CalendarDay {
  date: string;
  lunar_day: number | null;
  lunar_month: number | null;
  day_animal: Animal | null;
  menge: string;
  good_for: string;
  avoid: string;
  haircut: string;
  travel: string;
  note: string;
  is_sample: boolean;
}

export interface Sign {
  slug: string;
  name: string;
  symbol: string;
  /** "MM-DD" */
  start: string;
  end: string;
  image: string;
  text: string;
  has_text: boolean;
  is_sample: boolean;
}

export interface TarotCard {
  slug: string;
  name: string;
  arcana: string;
  suit: string;
  number: number | null;
  meaning: string;
  reversed_meaning: string;
  image: string;
}

export interface Forecast {
  animal: Animal;
  text: string;
  is_sample: boolean;
}

/** One page; only the fields of `page` are filled. */
export interface HoroscopePage {
  page: HoroscopePageName;
  date: string;
  is_sample: boolean;
  calendar: CalendarDay | null;
  year: YearCycle | null;
  signs: Sign[] | null;
  current_sign: string | null;
  sign: Sign | null;
  cards: TarotCard[] | null;
  daily_card: { card: TarotCard; is_reversed: boolean } | null;
  card_back: string | null;
  forecasts: Forecast[] | null;
}

export interface DayColorResponse {
  daycolor: { date: string; colour_name: string; colour_hex: string; advice: string; is_sample: boolean };
}

export interface FootprintResponse {
  year: YearCycle;
  forecasts: Forecast[];
  is_sample: boolean;
  /** Years with forecasts in this edition, newest first. */
  years: number[];
}
