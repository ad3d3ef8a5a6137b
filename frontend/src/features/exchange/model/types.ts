// Wire shapes of the exchange rate API (backend/widgets/schemas.py).

/** MNT per `unit` units of the currency; `change` is against the previous day with a rate. */
export interface Rate {
  code: string;
  name: string;
  name_mn: string;
  name_en: string;
  unit: number;
  rate: number;
  date: string;
  previous_rate: number | null;
  previous_date: string | null;
  change: number | null;
  change_percent: number | null;
  is_sample: boolean;
  source: string;
  source_name: string;
}

export interface RatesResponse {
  date: string;
  /** The day of the newest stored rate (older than `date` when the fetch failed). */
  as_of: string | null;
  is_sample: boolean;
  rates: Rate[];
}

export interface RateChartResponse {
  currency: { code: string; name: string; unit: number };
  days: number;
  start: string | null;
  end: string | null;
  is_sample: boolean;
  series: { date: string; rate: number; is_sample: boolean }[];
}
