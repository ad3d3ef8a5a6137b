import { useTranslation } from "@/shared/i18n/useTranslation";
import type { Forecast } from "../model/types";
import "./horoscope.css";

/** The eastern (animal) forecasts; says so when none was written for the period. */
export function ForecastList({ forecasts }: { forecasts: readonly Forecast[] }) {
  const { t } = useTranslation();
  if (forecasts.length === 0) return <p className="horoscope-card">{t("horoscope.noForecasts")}</p>;
  return (
    <ul className="sign-grid">
      {forecasts.map((forecast) => (
        <li key={forecast.animal.key} className="sign" data-testid="forecast">
          <h2 className="sign__name">{forecast.animal.name}</h2>
          <p className="sign__text">{forecast.text}</p>
        </li>
      ))}
    </ul>
  );
}
