import { lazy, Suspense } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useIdle } from "@/shared/hooks/useIdle";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";

const RatesTeaserRows = lazy(() => import("./RatesTeaserRows"));

/**
 * The sidebar's few main rates, leading to the full table. Its frame is in the server's HTML and
 * the box of the rows is held at their height, so nothing below moves when the rates are read
 * (once the page is idle: the layout embeds no read of its own for them).
 */
export function RatesTeaser() {
  const { t } = useTranslation();
  const links = useScreenLinks();
  const isIdle = useIdle();
  return (
    <div className="rates-teaser" data-testid="rates-teaser">
      <p className="rates-teaser__title">{t("sidebar.rates")}</p>
      <div className="rates-teaser__rows">
        {isIdle && (
          <ErrorBoundary>
            <Suspense fallback={null}>
              <RatesTeaserRows />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
      <Link className="rates-teaser__more" to={links.exchange()}>
        {t("sidebar.allRates")}
      </Link>
    </div>
  );
}
