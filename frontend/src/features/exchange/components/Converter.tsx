import { useId, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatDate } from "@/shared/lib/formatDate";
import { amountProblem, convertAmount, groupDecimal } from "../model/convert";
import type { Rate } from "../model/types";
import "./exchange.css";

type Side = "currency" | "mnt";

/** Amount in a currency ↔ tugrik, with the rates on the page; typing in either field fills the other. */
export function Converter({ rates }: { rates: readonly Rate[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [code, setCode] = useState(rates[0]?.code ?? "");
  const [edited, setEdited] = useState<{ side: Side; text: string }>({ side: "currency", text: "1" });
  const rate = rates.find((item) => item.code === code) ?? rates[0];
  if (!rate) return null;
  const other = convertAmount(edited.text, rate.rate, rate.unit, edited.side === "currency" ? "toMnt" : "fromMnt");
  const currencyText = edited.side === "currency" ? edited.text : other === null ? "" : groupDecimal(other);
  const mntText = edited.side === "mnt" ? edited.text : other === null ? "" : groupDecimal(other);
  const problem = amountProblem(edited.text);
  const isInvalid = problem !== null;
  const errorId = `${id}-error`;
  return (
    <form className="converter" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section__title">
        {t("exchange.converterTitle")}
      </h2>
      <div className="converter__row">
        <label className="converter__field">
          <span className="converter__label">{t("exchange.currency")}</span>
          <select value={rate.code} onChange={(event) => setCode(event.target.value)} data-testid="converter-currency">
            {rates.map((item) => (
              <option key={item.code} value={item.code}>
                {item.code} · {item.name}
              </option>
            ))}
          </select>
        </label>
        <label className="converter__field">
          <span className="converter__label">{t("exchange.amountIn", { code: rate.code })}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={currencyText}
            onChange={(event) => setEdited({ side: "currency", text: event.target.value })}
            aria-invalid={isInvalid && edited.side === "currency"}
            aria-describedby={isInvalid && edited.side === "currency" ? errorId : undefined}
            data-testid="converter-amount"
          />
        </label>
        <span className="converter__equals" aria-hidden="true">
          ⇄
        </span>
        <label className="converter__field">
          <span className="converter__label">{t("exchange.amountInMnt")}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={mntText}
            onChange={(event) => setEdited({ side: "mnt", text: event.target.value })}
            aria-invalid={isInvalid && edited.side === "mnt"}
            aria-describedby={isInvalid && edited.side === "mnt" ? errorId : undefined}
            data-testid="converter-mnt"
          />
        </label>
      </div>
      {/* Always in the page, so a screen reader announces the message when it appears. */}
      <p id={errorId} className="converter__error" role="alert" data-testid="converter-error">
        {problem === "negative" ? t("exchange.amountNegative") : problem === "notANumber" ? t("exchange.invalidAmount") : ""}
      </p>
      <p className="converter__note">
        {t("exchange.converterRate", { unit: rate.unit, code: rate.code, rate: groupDecimal(rate.rate.toFixed(2)), date: formatDate(rate.date, i18n.language) })}
      </p>
    </form>
  );
}
