// Runs inside Django's embedded V8: renders one page to a string with its embedded data.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "@/shared/router";
import { App } from "@/app/App";
import { preloadAllRoutes } from "@/app/lazyRoute";
import type { Portal, RenderCollector } from "@/app/PortalContext";
import type { PagePayload, RenderResult } from "@/shared/api/payload";
import { createQueryClient } from "@/shared/api/queryClient";
import { createI18n } from "@/shared/i18n/i18n";
import { languageBase } from "@/shared/i18n/language";

function renderPage(payloadJson: string): string {
  const payload = JSON.parse(payloadJson) as PagePayload;
  const collector: RenderCollector = { head: null, status: 200, chunks: [] };
  const base = languageBase(payload.lang);
  const portal: Portal = {
    lang: payload.lang,
    base,
    serverTime: payload.serverTime,
    siteUrl: payload.siteUrl,
    queries: payload.queries,
    collector,
    adSlots: payload.adSlots,
  };
  const html = renderToString(
    // Same basename as the browser's router, so links carry the /en prefix in the server HTML too.
    <StaticRouter basename={base || undefined} location={base + payload.path}>
      <App portal={portal} queryClient={createQueryClient(payload.queries)} i18n={createI18n(payload.lang, payload.catalog)} />
    </StaticRouter>,
  );
  const head = collector.head ?? { title: "", description: "", image: "", type: "website" as const };
  const result: RenderResult = { html, head, status: collector.status, chunks: collector.chunks };
  return JSON.stringify(result);
}

(globalThis as Record<string, unknown>).renderPage = renderPage;
// Screens are split for the browser; here they are inline, and resolve before the first render.
void preloadAllRoutes();
