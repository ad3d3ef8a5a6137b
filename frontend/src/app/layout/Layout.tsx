import type { ReactNode } from "react";
import { BreakingStrip } from "@/features/breaking/components/BreakingStrip";
import { usePortal } from "@/shared/portal/PortalContext";
import { Deferred } from "@/shared/hydration/deferred";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { LanguageSwitch } from "./LanguageSwitch";
import { Sidebar } from "./Sidebar";
import { LiteLink, SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * Every screen: header, the breaking-news strip while there is one, the route's content beside
 * (desktop) or above (phone) the sidebar, footer.
 *
 * The server draws the layout once and reuses it from page to page (app/layout/shell.ts), so what
 * changes with the page must be in the "content" part: the screen, the language switch's link and the
 * footer's link to the page's lite twin.
 * The layout takes no useId numbers (its ids are fixed: it is on the page once), so the screen's
 * ids come out the same whether it is drawn inside the layout or on its own.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { layoutPart } = usePortal();
  if (layoutPart === "content") {
    return (
      <>
        <LanguageSwitch />
        <LiteLink />
        {children}
      </>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <Deferred>
        <SiteHeader />
      </Deferred>
      <BreakingStrip />
      <div className="container page">
        <main id="main" className="page__content" tabIndex={-1}>
          {layoutPart !== "shell" && children}
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
