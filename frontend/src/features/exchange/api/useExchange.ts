import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { RateChartResponse, RatesResponse } from "../model/types";

/** `/api/cache/exchange`: today's official rates (the last stored ones when today's are missing). */
export function useExchangeRates(): ApiQuery<RatesResponse> {
  const { lang } = usePortal();
  return useApiQuery<RatesResponse>(apiUrl("/api/cache/exchange", { lang }));
}

/** `/api/cache/exchange-chart`: one currency's rates over the last `days` days. */
export function useExchangeChart(currency: string, days: number): ApiQuery<RateChartResponse> {
  const { lang } = usePortal();
  return useApiQuery<RateChartResponse>(apiUrl("/api/cache/exchange-chart", { currency, days, lang }));
}
