import { useEffect, useState } from "react";
import { useMenus } from "@/features/navigation/api/useMenus";
import { MenuLinks } from "@/features/navigation/components/MenuLinks";
import { MENU_GROUPS } from "@/features/navigation/model/types";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useLocation } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { pathTo } from "@/app/screenPaths";
import "./SiteFooter.css";

const PAGES = ["contact", "ethics", "privacy", "about"] as const;
// What the browser calls a slow line (Network Information API); Save-Data is `saveData`.
const SLOW_CONNECTIONS = new Set(["slow-2g", "2g", "3g"]);
const OFFER_DISMISSED = "lite-offer-dismissed";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the reader's browser asks for less data (Save-Data) or reports a slow line. */
function wantsLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection && (connection.saveData || SLOW_CONNECTIONS.has(connection.effectiveType ?? "")));
}

/** The lite twin of the page on screen (backend/lite: the same path under /lite, no script). */
function useLiteHref(): string {
  const { pathname, search } = useLocation();
  return `${usePortal().base}/lite${pathname}${search}`;
}

/**
 * The footer's link to the lite twin. It changes with the page, so the server draws it with the page's
 * own parts and puts it into the layout it reuses (app/layout/shell.ts finds it by its class).
 */
export function LiteLink() {
  const { t } = useTranslation();
  return (
    // A plain link: the lite page is the server's, not a screen of the app.
    <a className="site-footer__lite" href={useLiteHref()} title={t("lite.linkTitle")} data-testid="lite-link">
      {t("lite.link")}
    </a>
  );
}

/**
 * The offer of the lite page, decided in the browser, so the cached page stays one copy whatever the
 * reader's line (docs/performance.md).
 */
function useLiteOffer(): { offer: boolean; dismiss: () => void } {
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = sessionStorage.getItem(OFFER_DISMISSED) === "1";
    } catch {
      // storage refused (private mode): offer it on each page
    }
    setOffer(!dismissed && wantsLessData());
  }, []);
  const dismiss = () => {
    setOffer(false);
    try {
      sessionStorage.setItem(OFFER_DISMISSED, "1");
    } catch {
      // nothing to keep
    }
  };
  return { offer, dismiss };
}
const SITEMAP_MENUS = ["main", ...MENU_GROUPS] as const;

/** The site map (every header menu, open), the site's own pages and the newsroom's footer links. */
export function SiteFooter() {
  const { t } = useTranslation();
  const menus = useMenus().data;
  // The server's year, so the server render and the browser agree.
  const year = new Date(usePortal().serverTime).getFullYear();
  // The newsroom's one line for every page, e.g. that the portal runs on demo content.
  const notice = usePortal().siteNotice;
  const lite = useLiteOffer();
  const liteHref = useLiteHref();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {menus && (
          <nav className="site-map" aria-label={t("footer.sitemap")}>
            {SITEMAP_MENUS.map((menu) =>
              menus[menu].length === 0 ? null : (
                <div key={menu} className="site-map__column">
                  <p className="site-map__heading">{t(`nav.${menu}`)}</p>
                  <MenuLinks entries={menus[menu]} className="site-map__list" />
                </div>
              ),
            )}
          </nav>
        )}
        <nav aria-label={t("footer.label")}>
          <ul className="site-footer__links">
            {PAGES.map((page) => (
              <li key={page}>
                <Link to={pathTo(page)}>{t(`footer.${page}`)}</Link>
              </li>
            ))}
            <li>
              <Link to={pathTo("corrections")}>{t("footer.corrections")}</Link>
            </li>
            <li>
              <LiteLink />
            </li>
          </ul>
          {menus && menus.footer.length > 0 && <MenuLinks entries={menus.footer} className="site-footer__links site-footer__links--more" />}
        </nav>
        <p className="site-footer__copy">{t("footer.copyright", { year, name: t("site.name") })}</p>
        {notice && (
          <p className="site-footer__notice" data-testid="site-notice">
            {notice}
          </p>
        )}
      </div>
      {lite.offer && (
        <div className="lite-offer" role="region" aria-label={t("lite.link")} data-testid="lite-offer">
          <p className="lite-offer__text">{t("lite.offer")}</p>
          <a className="lite-offer__open" href={liteHref}>
            {t("lite.open")}
          </a>
          <button type="button" className="lite-offer__close" onClick={lite.dismiss}>
            {t("lite.dismiss")}
          </button>
        </div>
      )}
    </footer>
  );
}
