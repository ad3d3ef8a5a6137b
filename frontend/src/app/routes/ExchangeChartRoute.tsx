import { useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useExchangeChart, useExchangeRates } from "@/features/exchange/api/useExchange";
import { DEFAULT_CHART_CURRENCY, DEFAULT_CHART_DAYS, offeredPeriods } from "@/features/exchange/model/chartDefaults";
import { ChartCoverageNote } from "@/features/exchange/components/ChartCoverageNote";
import { RateChart } from "@/features/exchange/components/RateChart";
import { SampleNotice } from "@/features/exchange/components/SampleNotice";
import { useHead } from "@/shared/hooks/useHead";
import { SegmentedButtons } from "@/shared/ui/SegmentedButtons";
import { pathTo } from "@/app/screenPaths";

/** `/exchange-chart`: a currency's rate over 7, 30, 90 or 365 days. */
export function ExchangeChartRoute() {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState(DEFAULT_CHART_CURRENCY);
  const [days, setDays] = useState<number>(DEFAULT_CHART_DAYS);
  const rates = useExchangeRates();
  const chart = useExchangeChart(currency, days);
  // The periods the stored rates can draw; the last answer's while the next one loads, so no button flickers.
  const lastPeriods = useRef<readonly number[] | undefined>(undefined);
  if (chart.data) lastPeriods.current = chart.data.periods;
  const periods = offeredPeriods(lastPeriods.current, days);
  useHead({ title: `${t("exchange.chartTitle")} · ${t("site.name")}`, description: t("exchange.description") });
  const codes = rates.data?.rates.map((rate) => ({ value: rate.code, label: rate.code })) ?? [{ value: currency, label: currency }];
  return (
    <div className="exchange">
      <h1 className="page-title">{t("exchange.chartTitle")}</h1>
      {(chart.data?.is_sample ?? rates.data?.is_sample) && <SampleNotice />}
      <div className="chart-card">
        <SegmentedButtons label={t("exchange.currencyPicker")} options={codes} value={currency} onChange={setCurrency} />
        <SegmentedButtons
          label={t("exchange.periodPicker")}
          options={periods.map((value) => ({ value, label: t("exchange.periodDays", { count: value, days: value }) }))}
          value={days}
          onChange={setDays}
        />
        {chart.isPending && <p role="status">{t("news.loading")}</p>}
        {chart.error && (
          <p className="error" role="alert">
            {t("errors.loadFailed")}
          </p>
        )}
        {chart.data && <RateChart data={chart.data} />}
        {chart.data && <ChartCoverageNote data={chart.data} />}
      </div>
      <p>
        <Link to={pathTo("exchange")}>{t("exchange.ratesLink")}</Link>
      </p>
    </div>
  );
}
