import { describe, expect, it } from "vitest";
import { pageKindForPath } from "./pageKind";
import { reservedSize } from "./reservation";
import type { ActiveSlots } from "./types";

const active: ActiveSlots = {
  "sidebar-1": { width: 293, height: 255, pages: ["all"] },
  "big-banner": { width: 1170, height: 250, pages: ["home"] },
  "article-top": { width: 728, height: 90, pages: ["article"] },
};
const declared = { width: 300, height: 250 };

describe("reservedSize", () => {
  it("reserves the slot's size when the server knows it is filled and shown on this page kind", () => {
    expect(reservedSize("sidebar-1", "category", active, declared)).toEqual({ width: 293, height: 255 });
    expect(reservedSize("big-banner", "home", active, declared)).toEqual({ width: 1170, height: 250 });
    expect(reservedSize("article-top", "article", active, declared)).toEqual({ width: 728, height: 90 });
  });

  it("reserves nothing for an empty slot, a slot of another page kind, or without the table", () => {
    expect(reservedSize("sidebar-2", "home", active, declared)).toBeNull();
    expect(reservedSize("article-top", "home", active, declared)).toBeNull();
    expect(reservedSize("big-banner", "other", active, declared)).toBeNull();
    expect(reservedSize("sidebar-1", "home", undefined, declared)).toBeNull();
  });

  it("falls back to the declared size when the slot has none", () => {
    expect(reservedSize("x", "home", { x: { width: 0, height: 0, pages: [] } }, declared)).toEqual(declared);
  });
});

describe("pageKindForPath", () => {
  it("maps the routes to the ad server's page kinds", () => {
    expect(pageKindForPath("/")).toBe("home");
    expect(pageKindForPath("/abc12/r")).toBe("article");
    expect(pageKindForPath("/5/i")).toBe("category");
    expect(pageKindForPath("/5/p")).toBe("category");
    expect(pageKindForPath("/5/t")).toBe("category");
    expect(pageKindForPath("/5/corner")).toBe("category");
    expect(pageKindForPath("/contact")).toBe("other");
    expect(pageKindForPath("/covid")).toBe("other");
  });
});
