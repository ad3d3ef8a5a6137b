import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { WeatherResponse } from "../model/types";

/** `/api/cache/weather`: the recent readings (read in the browser only; the widget is an island). */
export function useWeather(): ApiQuery<WeatherResponse> {
  const { lang } = usePortal();
  return useApiQuery<WeatherResponse>(apiUrl("/api/cache/weather", { lang }));
}
