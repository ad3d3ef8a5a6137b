import { describe, expect, it } from "vitest";
import { buildShareLinks, shouldOfferSelectionShare } from "./selectionShare";

describe("selection sharing", () => {
  it("is offered only for a non-empty selection shorter than 400 characters", () => {
    expect(shouldOfferSelectionShare("")).toBe(false);
    expect(shouldOfferSelectionShare("   \n ")).toBe(false);
    expect(shouldOfferSelectionShare("Улаанбаатар")).toBe(true);
    expect(shouldOfferSelectionShare("а".repeat(399))).toBe(true);
    expect(shouldOfferSelectionShare("а".repeat(400))).toBe(false);
    expect(shouldOfferSelectionShare("а".repeat(1000))).toBe(false);
  });

  it("builds Facebook and X links with the article address and the quote", () => {
    const links = buildShareLinks("https://example.mn/abc12/r", " Сайн байна уу? ");
    const facebook = new URL(links.facebook);
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe("https://example.mn/abc12/r");
    expect(facebook.searchParams.get("quote")).toBe("Сайн байна уу?");
    const x = new URL(links.x);
    expect(x.hostname).toBe("x.com");
    expect(x.searchParams.get("url")).toBe("https://example.mn/abc12/r");
    expect(x.searchParams.get("text")).toBe("Сайн байна уу?");
    expect(new URL(buildShareLinks("https://example.mn/a/r").x).searchParams.has("text")).toBe(false);
  });
});
