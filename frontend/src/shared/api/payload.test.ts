import { describe, expect, it } from "vitest";
import { parsePayload, type EmbeddedRead } from "./payload";

function payloadWith(reads: EmbeddedRead[], lang = "mn"): string {
  return JSON.stringify({ lang, path: "/", serverTime: "", siteUrl: "", reads });
}

describe("parsePayload", () => {
  it("keys each embedded read by the URL its hook asks for", () => {
    const payload = parsePayload(
      payloadWith([
        { api: "/api/cache/fetch/:categoryid/i", args: { categoryid: "5", limit: 12 }, status: 200, data: { items: [] } },
        { api: "/api/cache/fetch/:slug/tag", args: { slug: "монгол", limit: 12 }, status: 404, data: { code: "not_found" } },
        { api: "/api/election/parliament/news", args: { size: 3, year: "2024" }, status: 200, data: {} },
      ]),
    );
    expect(payload.queries).toEqual({
      "/api/cache/fetch/5/i?lang=mn&limit=12": { status: 200, data: { items: [] } },
      "/api/cache/fetch/%D0%BC%D0%BE%D0%BD%D0%B3%D0%BE%D0%BB/tag?lang=mn&limit=12": { status: 404, data: { code: "not_found" } },
      "/api/election/parliament/news?lang=mn&size=3&year=2024": { status: 200, data: {} },
    });
    expect(payload.layoutQueries).toEqual({});
    expect(payload).not.toHaveProperty("reads");
  });

  it("sets the layout's reads apart for the kept shell, and keeps them among the page's", () => {
    const payload = parsePayload(
      payloadWith(
        [
          { api: "/api/cache/menus", args: {}, status: 200, data: { main: [] }, layout: true },
          { api: "/api/cache/news/shinemedee", args: { size: 8, lead: 0 }, status: 200, data: { shinemedee_list: [] }, layout: true },
          { api: "/api/cache/pages/contact", args: {}, status: 200, data: { title: "Contact" } },
        ],
        "en",
      ),
    );
    expect(Object.keys(payload.layoutQueries)).toEqual(["/api/cache/menus?lang=en", "/api/cache/news/shinemedee?lang=en&lead=0&size=8"]);
    expect(Object.keys(payload.queries)).toEqual([...Object.keys(payload.layoutQueries), "/api/cache/pages/contact?lang=en"]);
  });

  it("leaves out a read it cannot key, and keeps the others", () => {
    const error = console.error;
    console.error = () => undefined;
    try {
      const payload = parsePayload(
        payloadWith([
          { api: "/api/cache/news/read/:newsid", args: {}, status: 200, data: {} },
          { api: "/api/cache/brief", args: {}, status: 200, data: {} },
        ]),
      );
      expect(Object.keys(payload.queries)).toEqual(["/api/cache/brief?lang=mn"]);
    } finally {
      console.error = error;
    }
  });

  it("writes each packed renditions map back as the API gives it", () => {
    const packed = payloadWith([
      { api: "/api/x", args: {}, status: 200, data: { items: [{ id: 1, renditions: "/media/renditions/ab/x1|160,320,1280" }] } },
    ]);
    const payload = parsePayload(packed);
    const item = (payload.queries["/api/x?lang=mn"]!.data as { items: { renditions: Record<string, string> }[] }).items[0]!;
    expect(item.renditions).toEqual({
      "160": "/media/renditions/ab/x1-160.webp",
      "320": "/media/renditions/ab/x1-320.webp",
      "1280": "/media/renditions/ab/x1-1280.webp",
    });
  });

  it("leaves maps that were not packed, and other strings, as they are", () => {
    const plain = {
      renditions: { "160": "/a/x-160.jpg" },
      title: "a|b",
      other: { renditionsNote: "x|1" },
      // Text that spells a packed map is text: its quotes are escaped in the JSON.
      body: '"renditions":"/media/x|160"',
    };
    const payload = parsePayload(payloadWith([{ api: "/api/x", args: {}, status: 200, data: plain }], "en"));
    expect(payload.queries["/api/x?lang=en"]!.data).toEqual(plain);
  });
});
