import { useTranslation } from "@/shared/i18n/useTranslation";
import { describeChange, formatRate } from "../model/rateChange";
import type { Rate } from "../model/types";
import "./exchange.css";

/** Today's rates, MNT per unit, with the change from the previous day. */
export function RatesTable({ rates, caption }: { rates: readonly Rate[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="rates-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="rates-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("exchange.currency")}</th>
            <th scope="col" className="num">
              {t("exchange.rate")}
            </th>
            <th scope="col" className="num">
              {t("exchange.change")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => {
            const change = describeChange(rate.change, rate.change_percent);
            return (
              <tr key={rate.code} data-testid={`rate-${rate.code}`}>
                <th scope="row">
                  <span className="rates-table__code">{rate.code}</span>
                  <span className="rates-table__name">
                    {rate.unit > 1 ? `${rate.unit} ` : ""}
                    {rate.name}
                  </span>
                </th>
                <td className="num rates-table__rate">{formatRate(rate.rate)} ₮</td>
                <td className={`num rates-change rates-change--${change.direction}`}>
                  {change.direction === "unknown" ? (
                    <span className="muted">—</span>
                  ) : (
                    <>
                      <span aria-hidden="true">{change.mark} </span>
                      <span className="visually-hidden">{t(`exchange.direction.${change.direction}`)} </span>
                      {change.amount}
                      {change.percent && <span className="rates-change__percent"> ({change.percent})</span>}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
