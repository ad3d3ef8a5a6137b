import { lazy, Suspense } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useIdle } from "@/shared/hooks/useIdle";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";

const RatesTeaser = lazy(() => import("@/features/exchange/components/RatesTeaser"));

const SERVICES = [
  { key: "exchange", to: "/exchange" },
  { key: "exchangeChart", to: "/exchange-chart" },
  { key: "covid", to: "/covid" },
  { key: "horoscope", to: "/horoscope" },
  { key: "dayColor", to: "/horoscope/daycolor" },
] as const;

/**
 * The sidebar's services: links to the rates, covid and horoscope pages in the server's HTML, and
 * the main rates, read once the page is idle (an island, as the weather is: the layout embeds no
 * read of its own for them).
 */
export function SidebarServices() {
  const { t } = useTranslation();
  const isIdle = useIdle();
  return (
    <section className="sidebar-services" aria-labelledby="sidebar-services-title">
      <h2 id="sidebar-services-title" className="sidebar-services__title">
        {t("sidebar.services")}
      </h2>
      {isIdle && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <RatesTeaser />
          </Suspense>
        </ErrorBoundary>
      )}
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
