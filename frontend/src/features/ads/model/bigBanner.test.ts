import { describe, expect, it } from "vitest";
import { BIG_BANNER_COOLDOWN_MS, readShownAt, shouldShowBigBanner, shownAtCookie } from "./bigBanner";

const now = Date.UTC(2024, 5, 15, 12, 0, 0);

describe("shouldShowBigBanner", () => {
  it("shows a banner never shown", () => {
    expect(shouldShowBigBanner(null, now)).toBe(true);
  });

  it("keeps it away during the cool-down and brings it back after", () => {
    expect(shouldShowBigBanner(now - 1000, now)).toBe(false);
    expect(shouldShowBigBanner(now - BIG_BANNER_COOLDOWN_MS + 1, now)).toBe(false);
    expect(shouldShowBigBanner(now - BIG_BANNER_COOLDOWN_MS, now)).toBe(true);
    expect(shouldShowBigBanner(now - 10 * 60_000, now, 5 * 60_000)).toBe(true);
  });

  it("does not trust a time in the future", () => {
    expect(shouldShowBigBanner(now + 60_000, now)).toBe(true);
  });
});

describe("the banner cookie", () => {
  it("reads the time among other cookies", () => {
    expect(readShownAt(`a=1; bigBannerShownAt=${now}; b=2`)).toBe(now);
    expect(readShownAt("")).toBeNull();
    expect(readShownAt("bigBannerShownAt=soon")).toBeNull();
    expect(readShownAt("xbigBannerShownAt=5")).toBeNull();
  });

  it("is written for the whole site and expires with the cool-down", () => {
    const cookie = shownAtCookie(now);
    expect(cookie).toContain(`bigBannerShownAt=${now}`);
    expect(cookie).toContain(`Max-Age=${BIG_BANNER_COOLDOWN_MS / 1000}`);
    expect(cookie).toContain("Path=/");
    expect(readShownAt(cookie.split(";")[0] ?? "")).toBe(now);
  });
});
