// Wire shapes of the weather API (backend/widgets/schemas.py).

export interface WeatherCity {
  slug: string;
  name: string;
  aimag: string;
  is_capital: boolean;
  temperature: number;
  apparent: number | null;
  weather_code: number;
  description: string;
  wind_kmh: number;
  humidity: number | null;
  is_day: boolean | null;
  is_sample: boolean;
  observed_at: string;
  fetched_at: string;
}

/** Cities with a recent reading; empty when none is recent (the widget then hides). */
export interface WeatherResponse {
  cities: WeatherCity[];
  updated: string | null;
  source: string;
}
