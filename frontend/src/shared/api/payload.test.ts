import { describe, expect, it } from "vitest";
import { parsePayload } from "./payload";

describe("parsePayload", () => {
  it("writes each packed renditions map back as the API gives it", () => {
    const packed = JSON.stringify({
      lang: "mn",
      queries: { "/api/x": { status: 200, data: { items: [{ id: 1, renditions: "/media/renditions/ab/x1|160,320,1280" }] } } },
    });
    const payload = parsePayload(packed);
    const item = (payload.queries["/api/x"]!.data as { items: { renditions: Record<string, string> }[] }).items[0]!;
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
    expect(parsePayload(JSON.stringify({ lang: "en", queries: {}, data: plain }))).toMatchObject({ data: plain });
  });
});
