import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router";
import { usePortal } from "@/app/PortalContext";

const PAGES = ["contact", "ethics", "privacy", "about"] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  // The server's year, so the server render and the browser agree.
  const year = new Date(usePortal().serverTime).getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={t("footer.label")}>
          <ul className="site-footer__links">
            {PAGES.map((page) => (
              <li key={page}>
                <Link to={`/${page}`}>{t(`footer.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copy">{t("footer.copyright", { year, name: t("site.name") })}</p>
      </div>
    </footer>
  );
}
