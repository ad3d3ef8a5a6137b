import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import en from "@/shared/i18n/locales/en.json";
import mn from "@/shared/i18n/locales/mn.json";
import { preloadAllRoutes } from "@/app/lazyRoute";
import type { EmbeddedRead, RenderMeta } from "@/shared/api/payload";
import "./entry-server";

// The functions the server bundle leaves on globalThis for backend/web/ssr.py.
const server = globalThis as unknown as {
  setCatalogs: (json: string) => string[];
  renderPage: (payloadJson: string, keepLayout?: boolean) => string;
  layoutCounts: () => string;
};

function renderPage(path: string, reads: EmbeddedRead[] = [], keepLayout = false): { meta: RenderMeta; html: string } {
  const payload = { lang: "en", path, serverTime: "2026-01-01T00:00:00+08:00", reads, siteUrl: "" };
  const [meta = "", ...html] = server.renderPage(JSON.stringify(payload), keepLayout).split("\n");
  return { meta: JSON.parse(meta) as RenderMeta, html: html.join("\n") };
}

function layoutCounts(): { shellsDrawn: number; pagesInShell: number } {
  return JSON.parse(server.layoutCounts()) as { shellsDrawn: number; pagesInShell: number };
}

// What the site layout reads (app/screens.ts LAYOUT_READS), as the server embeds it.
const MENU = { main: [{ label: "Sport", href: "/3/i", external: false }], helpful: [], interview: [], interesting: [], other: [], footer: [] };
const LAYOUT: EmbeddedRead[] = [
  { api: "/api/cache/menus", args: {}, status: 200, data: MENU, layout: true },
  { api: "/api/cache/breaking", args: {}, status: 200, data: { breaking: null }, layout: true },
  { api: "/api/cache/news/shinemedee", args: { size: 8, lead: 0 }, status: 200, data: { shinemedee_list: [] }, layout: true },
];

beforeAll(async () => {
  server.setCatalogs(JSON.stringify({ en, mn }));
  await preloadAllRoutes();
});
afterEach(() => vi.unstubAllGlobals());

describe("the server render", () => {
  it("draws one screen per path, its links under the language's basename", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const contact = renderPage("/contact");
    expect(contact.meta.chunks).toEqual(["StaticPageRoute"]);
    expect(contact.meta.status).toBe(200);
    expect(contact.html).toContain('href="/en/"');
    expect(renderPage("/horoscope/mba/tarot").meta.chunks).toEqual(["HoroscopeRoute"]);
    expect(renderPage("/no/such/page").meta).toMatchObject({ chunks: ["NotFoundRoute"], status: 404 });
    expect(fetchMock).not.toHaveBeenCalled(); // reads wait for the browser
  });

  it("draws the embedded answers and names the reads the page lacked", () => {
    const page = { language: "en", title: "Write to us", body_html: "<p>Hello</p>", updated_at: "2026-01-01T00:00:00+08:00", contact: null };
    const { meta, html } = renderPage("/contact", [{ api: "/api/cache/pages/contact", args: {}, status: 200, data: page }]);
    expect(html).toContain("Write to us");
    expect(meta.unembedded).not.toContain("/api/cache/pages/contact?lang=en");
    expect(meta.unembedded).toContain("/api/cache/menus?lang=en");
  });

  it("keeps the layout drawn from the reads marked `layout`, and draws each page inside it", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const before = layoutCounts();
    const contact = renderPage("/contact", LAYOUT, true);
    const home = renderPage("/", LAYOUT, true);
    const after = layoutCounts();
    expect(after.shellsDrawn - before.shellsDrawn).toBe(1);
    expect(after.pagesInShell - before.pagesInShell).toBe(2);
    for (const page of [contact, home]) {
      expect(page.html).toContain('href="/en/3/i"'); // the menu, from the kept shell
      expect(page.meta.unembedded).not.toContain("/api/cache/menus?lang=en");
    }
    // Without keepLayout the page is drawn whole, from the same reads.
    expect(renderPage("/contact", LAYOUT).html).toBe(contact.html);
    expect(layoutCounts().pagesInShell).toBe(after.pagesInShell);
  });
});
