import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatSignDates } from "../model/horoscopePaths";
import type { Sign } from "../model/types";
import "./horoscope.css";

/** The twelve western signs with the day's text; today's sign comes first in reading order. */
export function ZodiacView({ signs, currentSign }: { signs: readonly Sign[]; currentSign: string | null }) {
  const { t } = useTranslation();
  return (
    <ul className="sign-grid">
      {signs.map((sign) => (
        <li key={sign.slug} className={sign.slug === currentSign ? "sign sign--current" : "sign"} data-testid="zodiac-sign">
          <div className="sign__head">
            {sign.image ? (
              <img className="sign__image" src={sign.image} width={56} height={56} alt="" loading="lazy" />
            ) : (
              <span className="sign__symbol" aria-hidden="true">
                {sign.symbol}
              </span>
            )}
            <div>
              <h2 className="sign__name">{sign.name}</h2>
              <p className="sign__dates">
                {formatSignDates(sign.start, sign.end)}
                {sign.slug === currentSign && <span className="badge-now">{t("horoscope.currentSign")}</span>}
              </p>
            </div>
          </div>
          <p className="sign__text">{sign.has_text ? sign.text : <span className="muted">{t("horoscope.noText")}</span>}</p>
        </li>
      ))}
    </ul>
  );
}
