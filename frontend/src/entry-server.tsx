// Runs inside Django's embedded V8: renders one page to a string with its embedded data.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "@/shared/router";
import { App } from "@/app/App";
import { preloadAllRoutes } from "@/app/lazyRoute";
import type { Portal, RenderCollector } from "@/app/PortalContext";
import { parsePayload, type RenderMeta } from "@/shared/api/payload";
import { createQueryClient } from "@/shared/api/queryClient";
import { createI18n } from "@/shared/i18n/i18n";
import { languageBase, type Language } from "@/shared/i18n/language";

// The UI strings of both languages, handed over once per V8 context (backend/web/ssr.py) rather
// than with every page: they are the larger half of what a render would otherwise parse.
let catalogs: Partial<Record<Language, Record<string, unknown>>> = {};

/** Returns the languages now held. */
function setCatalogs(catalogsJson: string): string[] {
  catalogs = JSON.parse(catalogsJson) as typeof catalogs;
  return Object.keys(catalogs);
}

function renderPage(payloadJson: string): string {
  const payload = parsePayload(payloadJson);
  const catalog = catalogs[payload.lang];
  if (!catalog) throw new Error(`no ${payload.lang} UI strings: setCatalogs was not called`);
  const collector: RenderCollector = { head: null, status: 200, chunks: [], unembedded: [] };
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
      <App portal={portal} queryClient={createQueryClient(payload.queries)} i18n={createI18n(payload.lang, catalog)} />
    </StaticRouter>,
  );
  const head = collector.head ?? { title: "", description: "", image: "", type: "website" as const };
  const meta: RenderMeta = { head, status: collector.status, chunks: collector.chunks, unembedded: collector.unembedded };
  // The meta as JSON on the first line, then the HTML as it is: JSON-encoding the HTML (and decoding
  // it in Python) would escape every quote of every attribute again. JSON text holds no raw newline.
  return `${JSON.stringify(meta)}\n${html}`;
}

Object.assign(globalThis, { renderPage, setCatalogs });
// Screens are split for the browser; here they are inline, and resolve before the first render.
void preloadAllRoutes();
