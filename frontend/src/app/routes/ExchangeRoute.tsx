import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useExchangeRates } from "@/features/exchange/api/useExchange";
import { Converter } from "@/features/exchange/components/Converter";
import { RatesTable } from "@/features/exchange/components/RatesTable";
import { SampleNotice } from "@/features/exchange/components/SampleNotice";
import { useHead } from "@/shared/hooks/useHead";
import { formatDate } from "@/shared/lib/formatDate";
import { pathTo } from "@/app/screenPaths";

/** `/exchange`: today's official rates, the change from the day before, and a converter. */
export function ExchangeRoute() {
  const { t, i18n } = useTranslation();
  const rates = useExchangeRates();
  useHead({ title: `${t("exchange.title")} · ${t("site.name")}`, description: t("exchange.description") });
  const data = rates.data;
  const isStale = data?.as_of !== undefined && data.as_of !== null && data.as_of !== data.date;
  const sources = [...new Set((data?.rates ?? []).map((rate) => rate.source_name))];
  return (
    <div className="exchange">
      <h1 className="page-title">{t("exchange.title")}</h1>
      {rates.isPending && <p role="status">{t("news.loading")}</p>}
      {rates.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {data && data.rates.length === 0 && <p>{t("exchange.noRates")}</p>}
      {data && data.rates.length > 0 && (
        <>
          {data.is_sample && <SampleNotice />}
          <p className="exchange-asof" data-testid="exchange-asof">
            {t(data.is_sample ? "exchange.asOfSample" : "exchange.asOf", { date: formatDate(data.as_of ?? data.date, i18n.language) })}
            {isStale && ` ${t("exchange.stale")}`}
          </p>
          <RatesTable rates={data.rates} caption={t("exchange.tableCaption", { date: formatDate(data.as_of ?? data.date, i18n.language) })} />
          <Converter rates={data.rates} />
          <p className="exchange-source">
            {t("exchange.source")}: {sources.join(", ")}
          </p>
        </>
      )}
      <p>
        <Link className="button" to={pathTo("exchange-chart")}>
          {t("exchange.chartLink")}
        </Link>
      </p>
    </div>
  );
}
