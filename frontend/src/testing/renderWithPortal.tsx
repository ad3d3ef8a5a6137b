// Renders a component inside the app's providers, with embedded API data like a real page.
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "@/shared/router/Router";
import { App } from "@/app/App";
import { PortalProvider, type Portal } from "@/shared/portal/PortalContext";
import { ScreenLinksProvider } from "@/shared/portal/ScreenLinks";
import { SCREEN_LINKS } from "@/app/screenPaths";
import type { EmbeddedQuery } from "@/shared/api/payload";
import { createQueryClient } from "@/shared/api/queryClient";
import { createI18n } from "@/shared/i18n/i18n";
import type { Language } from "@/shared/i18n/language";
import en from "@/shared/i18n/locales/en.json";
import mn from "@/shared/i18n/locales/mn.json";
import { QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "@/shared/i18n/useTranslation";
import { NowProvider } from "@/shared/hooks/useNow";

interface Options {
  /** How often the page's clock ticks (NowProvider). */
  clockIntervalMs?: number;
  lang?: Language;
  path?: string;
  queries?: Record<string, EmbeddedQuery>;
  serverTime?: string;
}

function makePortal({ lang = "en", queries = {}, serverTime = "2024-06-15T12:00:00+08:00" }: Options): Portal {
  return { lang, base: lang === "en" ? "/en" : "", serverTime, siteUrl: "http://test", queries, collector: null };
}

/** One component with the portal, i18n and query providers (no routes). */
export function renderWithPortal(ui: ReactNode, options: Options = {}): RenderResult {
  const portal = makePortal(options);
  const i18n = createI18n(portal.lang, portal.lang === "en" ? en : mn);
  return render(
    <MemoryRouter initialEntries={[options.path ?? "/"]}>
      <PortalProvider value={portal}>
        <ScreenLinksProvider links={SCREEN_LINKS}>
          <NowProvider intervalMs={options.clockIntervalMs}>
            <I18nProvider i18n={i18n}>
              <QueryClientProvider client={createQueryClient(portal.queries)}>{ui}</QueryClientProvider>
            </I18nProvider>
          </NowProvider>
        </ScreenLinksProvider>
      </PortalProvider>
    </MemoryRouter>,
  );
}

/** The whole app at a path, as the browser would hydrate it. */
export function renderApp(options: Options = {}): RenderResult {
  const portal = makePortal(options);
  return render(
    <MemoryRouter initialEntries={[options.path ?? "/"]}>
      <App portal={portal} queryClient={createQueryClient(portal.queries)} i18n={createI18n(portal.lang, portal.lang === "en" ? en : mn)} />
    </MemoryRouter>,
  );
}
