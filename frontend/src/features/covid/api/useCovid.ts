import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { CovidChartResponse, CovidResponse } from "../model/types";

/** `/api/cache/covid`: the counters of the last reported day (`covid19`). */
export function useCovid(): ApiQuery<CovidResponse> {
  const { lang } = usePortal();
  return useApiQuery<CovidResponse>(apiUrl("/api/cache/covid", { lang }));
}

/** `/api/cache/covid-charts`: the whole daily series, as columns. */
export function useCovidCharts(): ApiQuery<CovidChartResponse> {
  const { lang } = usePortal();
  return useApiQuery<CovidChartResponse>(apiUrl("/api/cache/covid-charts", { lang }));
}
