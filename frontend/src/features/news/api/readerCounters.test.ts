import { describe, expect, it } from "vitest";
import { referrerHost } from "./readerCounters";

describe("referrerHost", () => {
  const story = "https://medee.mn/Ab12/r";

  it("names the referring site's host for the page the reader landed on", () => {
    expect(referrerHost("https://www.google.com/search?q=x", story, story)).toBe("www.google.com");
    expect(referrerHost("https://m.facebook.com/", `${story}#comments`, story)).toBe("m.facebook.com");
  });

  it("is empty when the reader came directly", () => {
    expect(referrerHost("", story, story)).toBe("");
    expect(referrerHost("", story, null)).toBe("");
  });

  it("names the portal once the reader moved within it", () => {
    expect(referrerHost("https://www.google.com/", story, "https://medee.mn/")).toBe("medee.mn");
  });

  it("sends nothing from an address it cannot read", () => {
    expect(referrerHost("not an address", story, story)).toBe("");
  });
});
