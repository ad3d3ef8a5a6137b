// Runs inside Django's embedded V8: renders one page to a string with its embedded data.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "@/shared/router/Router";
import { App } from "@/app/App";
import { cutShell, fillShell, type Shell } from "@/app/layout/shell";
import { preloadAllRoutes } from "@/app/lazyRoute";
import type { LayoutPart, Portal, RenderCollector } from "@/shared/portal/PortalContext";
import { parsePayload, type EmbeddedQuery, type PagePayload, type RenderMeta } from "@/shared/api/payload";
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

interface Drawn {
  html: string;
  collector: RenderCollector;
}

function draw(
  payload: PagePayload,
  path: string,
  queries: Record<string, EmbeddedQuery>,
  layoutPart?: LayoutPart,
): Drawn {
  const catalog = catalogs[payload.lang];
  if (!catalog) throw new Error(`no ${payload.lang} UI strings: setCatalogs was not called`);
  const collector: RenderCollector = { head: null, status: 200, chunks: [], unembedded: [] };
  const base = languageBase(payload.lang);
  const portal: Portal = {
    lang: payload.lang,
    base,
    serverTime: payload.serverTime,
    siteUrl: payload.siteUrl,
    queries,
    collector,
    adSlots: payload.adSlots,
    siteNotice: payload.siteNotice,
    layoutPart,
  };
  const html = renderToString(
    // Same basename as the browser's router, so links carry the /en prefix in the server HTML too.
    <StaticRouter basename={base || undefined} location={base + path}>
      <App portal={portal} queryClient={createQueryClient(queries)} i18n={createI18n(payload.lang, catalog)} />
    </StaticRouter>,
  );
  return { html, collector };
}

// The last shell of each language in this context, with the inputs it was drawn from (null: those
// inputs gave no usable shell, and the pages are drawn whole until they change).
const shells = new Map<Language, { inputs: string; layout: KeptLayout | null }>();
// How often this context drew a shell and a page inside one (backend/web/tests/test_shell.py).
const counts = { shellsDrawn: 0, pagesInShell: 0 };

interface KeptLayout {
  shell: Shell;
  chunks: string[];
}

/**
 * The layout around the page, drawn again only when what it shows changes: its own reads (those
 * the server marks `layout`), the ad slots, the clock (relative times; the server's time is to the
 * second) or the language. It is drawn at "/" from those reads alone, so nothing of the page can
 * leak into it; a shell that reads anything else is not used.
 */
function layoutFor(payload: PagePayload): KeptLayout | null {
  const queries = payload.layoutQueries;
  const inputs = JSON.stringify([
    payload.serverTime, payload.siteUrl, payload.adSlots ?? null, payload.siteNotice ?? "", queries,
  ]);
  const kept = shells.get(payload.lang);
  if (kept?.inputs === inputs) return kept.layout;
  const { html, collector } = draw(payload, "/", queries, "shell");
  counts.shellsDrawn += 1;
  const shell = collector.unembedded.length === 0 ? cutShell(html) : null;
  const layout = shell && { shell, chunks: collector.chunks };
  shells.set(payload.lang, { inputs, layout });
  return layout;
}

function drawInShell(payload: PagePayload): Drawn | null {
  const layout = layoutFor(payload);
  if (!layout) return null;
  const content = draw(payload, payload.path, payload.queries, "content");
  const html = fillShell(layout.shell, content.html);
  if (html === null) return null;
  counts.pagesInShell += 1;
  const { collector } = content;
  return { html, collector: { ...collector, chunks: [...new Set([...layout.chunks, ...collector.chunks])] } };
}

/**
 * One page: its meta as JSON on the first line, then its HTML. With `keepLayout` the layout comes
 * from the shell kept for the language (drawn from the reads marked `layout`); without it, or when
 * the page is not drawn in the layout (a bare screen), the page is drawn whole.
 */
function renderPage(payloadJson: string, keepLayout = false): string {
  const payload = parsePayload(payloadJson);
  const { html, collector } = (keepLayout && drawInShell(payload)) || draw(payload, payload.path, payload.queries);
  const head = collector.head ?? { title: "", description: "", image: "", type: "website" as const };
  const meta: RenderMeta = { head, status: collector.status, chunks: collector.chunks, unembedded: collector.unembedded };
  // The meta as JSON on the first line, then the HTML as it is: JSON-encoding the HTML (and decoding
  // it in Python) would escape every quote of every attribute again. JSON text holds no raw newline.
  return `${JSON.stringify(meta)}\n${html}`;
}

function layoutCounts(): string {
  return JSON.stringify(counts);
}

Object.assign(globalThis, { renderPage, setCatalogs, layoutCounts });
// Screens are split for the browser; here they are inline, and resolve before the first render.
void preloadAllRoutes();
