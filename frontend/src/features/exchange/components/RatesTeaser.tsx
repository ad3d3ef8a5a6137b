import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useExchangeRates } from "../api/useExchange";
import { pickTeaserRates } from "../model/teaserRates";
import { formatRate } from "../model/rateChange";

/** The sidebar's few main rates, leading to the full table; nothing when no rate is stored. */
export default function RatesTeaser() {
  const { t } = useTranslation();
  const { data } = useExchangeRates();
  const rates = pickTeaserRates(data?.rates ?? []);
  if (rates.length === 0) return null;
  return (
    <div className="rates-teaser" data-testid="rates-teaser">
      <p className="rates-teaser__title">{t("sidebar.rates")}</p>
      <dl className="rates-teaser__list">
        {rates.map((rate) => (
          <div key={rate.code} className="rates-teaser__row">
            <dt>{rate.code}</dt>
            <dd>{formatRate(rate.rate / rate.unit)}₮</dd>
          </div>
        ))}
      </dl>
      <Link className="rates-teaser__more" to="/exchange">
        {t("sidebar.allRates")}
      </Link>
    </div>
  );
}
