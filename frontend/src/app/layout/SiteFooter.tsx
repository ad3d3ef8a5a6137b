import { useMenus } from "@/features/navigation/api/useMenus";
import { MenuLinks } from "@/features/navigation/components/MenuLinks";
import { MENU_GROUPS } from "@/features/navigation/model/types";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { pathTo } from "@/app/screenPaths";
import "./SiteFooter.css";

const PAGES = ["contact", "ethics", "privacy", "about"] as const;
const SITEMAP_MENUS = ["main", ...MENU_GROUPS] as const;

/** The site map (every header menu, open), the site's own pages and the newsroom's footer links. */
export function SiteFooter() {
  const { t } = useTranslation();
  const menus = useMenus().data;
  // The server's year, so the server render and the browser agree.
  const year = new Date(usePortal().serverTime).getFullYear();
  // The newsroom's one line for every page, e.g. that the portal runs on demo content.
  const notice = usePortal().siteNotice;
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
    </footer>
  );
}
