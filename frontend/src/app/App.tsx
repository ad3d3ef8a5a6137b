import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { AppRoutes } from "./AppRoutes";
import { PortalProvider, type Portal } from "./PortalContext";

/** Providers shared by the server render and the browser; the router wraps this from outside. */
export function App({ portal, queryClient, i18n }: { portal: Portal; queryClient: QueryClient; i18n: i18n }) {
  return (
    <PortalProvider value={portal}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppRoutes />
        </QueryClientProvider>
      </I18nextProvider>
    </PortalProvider>
  );
}
