import { useTranslation } from "@/shared/i18n/useTranslation";
import { useExchangeRates } from "../api/useExchange";
import { pickTeaserRates } from "../model/teaserRates";
import { formatRate } from "../model/rateChange";

/** The teaser's rates, two to a row; a sentence in their place when none is stored. */
export default function RatesTeaserRows() {
  const { t } = useTranslation();
  const { data } = useExchangeRates();
  if (!data) return null;
  const rates = pickTeaserRates(data.rates);
  if (rates.length === 0) return <p className="rates-teaser__empty">{t("exchange.noRates")}</p>;
  return (
    <dl className="rates-teaser__list">
      {rates.map((rate) => (
        <div key={rate.code} className="rates-teaser__row">
          <dt>{rate.code}</dt>
          <dd>{formatRate(rate.rate / rate.unit)}₮</dd>
        </div>
      ))}
    </dl>
  );
}
