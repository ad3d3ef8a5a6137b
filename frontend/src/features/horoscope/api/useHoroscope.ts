import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { DayColorResponse, FootprintResponse, HoroscopePage } from "../model/types";

/** `/api/cache/horoscope/{pageName}`: today's page (calendar, zodiac, tarot or eastern). */
export function useHoroscopePage(pageName: string): ApiQuery<HoroscopePage> {
  const { lang } = usePortal();
  return useApiQuery<HoroscopePage>(apiUrl(`/api/cache/horoscope/${encodeURIComponent(pageName)}`, { lang }));
}

/** `/api/cache/horoscope/daycolor`: today's colour. */
export function useDayColor(): ApiQuery<DayColorResponse> {
  const { lang } = usePortal();
  return useApiQuery<DayColorResponse>(apiUrl("/api/cache/horoscope/daycolor", { lang }));
}

/** `/api/cache/{year}/horoscope/eastern/footprint`: the year's eastern forecasts. */
export function useFootprint(year: string): ApiQuery<FootprintResponse> {
  const { lang } = usePortal();
  return useApiQuery<FootprintResponse>(apiUrl(`/api/cache/${year}/horoscope/eastern/footprint`, { lang }));
}
