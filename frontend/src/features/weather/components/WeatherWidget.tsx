import { useId } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useWeather } from "../api/useWeather";
import { capitalFirst, formatReadingTime, formatTemperature } from "../model/weatherView";
import { WeatherPlaceholder } from "./WeatherPlaceholder";
import "./weather.css";

/** Current conditions for Ulaanbaatar and the aimag centres; nothing at all without a recent reading. */
export default function WeatherWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const weather = useWeather();
  if (weather.isPending) return <WeatherPlaceholder />;
  const cities = capitalFirst(weather.data?.cities ?? []);
  if (cities.length === 0) return null;
  const [capital, ...others] = cities;
  const isSample = cities.some((c) => c.is_sample);
  const time = formatReadingTime(weather.data?.updated ?? null);
  return (
    <section className="weather" aria-labelledby={headingId} data-testid="weather-widget">
      <h2 id={headingId} className="weather__title">
        {t("weather.title")}
        {isSample && <span className="weather__sample">{t("weather.sample")}</span>}
      </h2>
      {capital && (
        <p className="weather__capital">
          <span className="weather__city">{capital.name}</span>
          <span className="weather__temp">{formatTemperature(capital.temperature)}</span>
          <span className="weather__desc">
            {capital.description} · {t("weather.wind", { speed: Math.round(capital.wind_kmh) })}
          </span>
        </p>
      )}
      {others.length > 0 && (
        <details className="weather__more">
          <summary>{t("weather.aimagCentres", { n: others.length })}</summary>
          <ul className="weather__list">
            {others.map((city) => (
              <li key={city.slug} className="weather__row">
                <span>
                  {city.name}
                  {city.aimag && <span className="weather__aimag"> · {city.aimag}</span>}
                </span>
                <span className="weather__row-temp" title={city.description}>
                  {formatTemperature(city.temperature)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="weather__meta">
        {/* Demo figures are no reading: no time and no source is named for them. */}
        {isSample ? (
          t("weather.sampleNote")
        ) : (
          <>
            {time && t("weather.readingAt", { time })} {weather.data?.source && <span lang="en">· {weather.data.source}</span>}
          </>
        )}
      </p>
    </section>
  );
}
