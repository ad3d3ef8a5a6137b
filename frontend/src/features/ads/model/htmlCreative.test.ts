import { describe, expect, it } from "vitest";
import { prepareHtmlCreative } from "./htmlCreative";

describe("prepareHtmlCreative", () => {
  it("drops active content and points links at the counted click URL", () => {
    const html = prepareHtmlCreative(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="https://shop.mn" onmouseover="y()">Buy</a><img src="javascript:z()">',
      "/api/ads/click/3",
    );
    expect(html).not.toMatch(/script|onclick|onmouseover|javascript:/);
    expect(html).toContain('<a href="/api/ads/click/3" ping="/api/ads/click/3" rel="sponsored noopener" target="_blank">Buy</a>');
  });

  it("makes links inert when there is nowhere to go", () => {
    expect(prepareHtmlCreative('<a href="https://shop.mn">Buy</a>', "")).toBe("<a>Buy</a>");
  });
});

describe("click counting", () => {
  it("makes every link of an HTML creative ping the click URL", () => {
    const html = prepareHtmlCreative('<a href="https://example.mn">Go</a>', "/api/ads/click/9");
    expect(html).toContain('ping="/api/ads/click/9"');
    expect(html).toContain('href="/api/ads/click/9"');
  });
});
