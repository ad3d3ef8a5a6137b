// The browser entry: hydrates the server's HTML with the same embedded data.
import "./styles/fonts.css";
import "./styles/theme.css";
import "./styles/global.css";
import { BrowserRouter } from "@/shared/router/Router";
import { App } from "@/app/App";
import { mount } from "@/app/mount";
import { preloadMatches } from "@/app/AppRoutes";
import type { Portal } from "@/shared/portal/PortalContext";
import { readPayload } from "@/shared/api/payload";
import { createQueryClient } from "@/shared/api/queryClient";
import { loadCatalog } from "@/shared/i18n/catalogFiles";
import { createI18n } from "@/shared/i18n/i18n";
import { languageBase } from "@/shared/i18n/language";
import { registerOfflineWorker } from "@/features/offline/register";

const payload = readPayload(document);
const base = languageBase(payload.lang);
const portal: Portal = {
  lang: payload.lang,
  base,
  serverTime: payload.serverTime,
  siteUrl: payload.siteUrl,
  queries: payload.queries,
  collector: null,
  adSlots: payload.adSlots,
  siteNotice: payload.siteNotice,
};
const root = document.getElementById("root")!;

function start(catalog: Record<string, unknown>): void {
  const layout = { queries: payload.layoutQueries, madeAt: Date.parse(payload.serverTime) };
  const queryClient = createQueryClient(payload.queries, layout);
  const tree = (
    <BrowserRouter basename={base || undefined} prepare={(path) => preloadMatches(path, base || undefined)}>
      <App portal={portal} queryClient={queryClient} i18n={createI18n(payload.lang, catalog)} />
    </BrowserRouter>
  );
  mount(root, tree);
}

// The screen's own chunk first, so hydration finds what the server rendered, and the UI strings.
// Without strings the server's page stays as it is: readable, its links working, only not live.
const catalog = loadCatalog(payload.lang);
void preloadMatches(window.location.pathname, base || undefined)
  .catch(() => undefined)
  .then(() => catalog)
  .then(start, (error: unknown) => console.error("UI strings could not be loaded; the page stays as served", error));

// Offline reading: the service worker registers once the page is loaded and idle (features/offline).
registerOfflineWorker();
