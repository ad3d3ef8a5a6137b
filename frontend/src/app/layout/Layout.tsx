import { Deferred } from "@/shared/hydration/deferred";
import { Outlet } from "@/shared/router";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Sidebar } from "./Sidebar";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** Every screen: header, the route's content beside (desktop) or above (phone) the sidebar, footer. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <Deferred>
        <SiteHeader />
      </Deferred>
      <div className="container page">
        <main id="main" className="page__content" tabIndex={-1}>
          <Outlet />
        </main>
        <Deferred>
          <Sidebar />
        </Deferred>
      </div>
      <Deferred>
        <SiteFooter />
      </Deferred>
    </>
  );
}
