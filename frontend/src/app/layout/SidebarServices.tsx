import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { RatesTeaser } from "@/features/exchange/components/RatesTeaser";
import { pathTo } from "@/app/screenPaths";

const SERVICES = [
  { key: "exchange", to: pathTo("exchange") },
  { key: "exchangeChart", to: pathTo("exchange-chart") },
  { key: "covid", to: pathTo("covid") },
  { key: "horoscope", to: pathTo("horoscope") },
  { key: "dayColor", to: pathTo("day-color") },
  { key: "alerts", to: pathTo("alerts") },
  { key: "newsletter", to: pathTo("newsletter") },
  { key: "saved", to: pathTo("saved") },
] as const;

/**
 * The sidebar's services: the main rates, links to the rates, covid and horoscope pages, and the ways
 * to read off the site (alerts, the morning email, stories saved for offline).
 */
export function SidebarServices() {
  const { t } = useTranslation();
  return (
    <section className="sidebar-services" aria-labelledby="sidebar-services-title">
      <h2 id="sidebar-services-title" className="sidebar-services__title">
        {t("sidebar.services")}
      </h2>
      <RatesTeaser />
      <ul className="sidebar-services__list">
        {SERVICES.map((service) => (
          <li key={service.key}>
            <Link to={service.to}>{t(`sidebar.${service.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
