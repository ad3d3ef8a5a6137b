import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { NowProvider } from "@/shared/hooks/useNow";
import type { Translator } from "@/shared/i18n/i18n";
import { I18nProvider } from "@/shared/i18n/useTranslation";
import { AppRoutes } from "./AppRoutes";
import { PortalProvider, type Portal } from "@/shared/portal/PortalContext";
import { ScreenLinksProvider } from "@/shared/portal/ScreenLinks";
import { SCREEN_LINKS } from "./screenPaths";

/** Providers shared by the server render and the browser; the router wraps this from outside. */
export function App({ portal, queryClient, i18n }: { portal: Portal; queryClient: QueryClient; i18n: Translator }) {
  return (
    <PortalProvider value={portal}>
      <ScreenLinksProvider links={SCREEN_LINKS}>
        <NowProvider>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <AppRoutes />
            </QueryClientProvider>
          </I18nProvider>
        </NowProvider>
      </ScreenLinksProvider>
    </PortalProvider>
  );
}
