import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";

export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <header className="site-header">
        <p className="site-name">{t("site.name")}</p>
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
    </>
  );
}
