import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import en from "@/shared/i18n/locales/en.json";
import mn from "@/shared/i18n/locales/mn.json";
import { preloadAllRoutes } from "@/app/lazyRoute";
import type { RenderMeta } from "@/shared/api/payload";
import "./entry-server";

// The functions the server bundle leaves on globalThis for backend/web/ssr.py.
const server = globalThis as unknown as {
  setCatalogs: (json: string) => string[];
  renderPage: (payloadJson: string) => string;
};

function renderPage(path: string, queries: Record<string, unknown> = {}): { meta: RenderMeta; html: string } {
  const payload = { lang: "en", path, serverTime: "2026-01-01T00:00:00+08:00", queries, siteUrl: "" };
  const [meta = "", ...html] = server.renderPage(JSON.stringify(payload)).split("\n");
  return { meta: JSON.parse(meta) as RenderMeta, html: html.join("\n") };
}

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
    const { meta, html } = renderPage("/contact", { "/api/cache/pages/contact?lang=en": { status: 200, data: page } });
    expect(html).toContain("Write to us");
    expect(meta.unembedded).not.toContain("/api/cache/pages/contact?lang=en");
    expect(meta.unembedded).toContain("/api/cache/menus?lang=en");
  });
});
