import { describe, expect, it } from "vitest";
import { isNearBottom, LOAD_MORE_THRESHOLD_PX } from "./isNearBottom";

describe("isNearBottom", () => {
  const box = { clientHeight: 500, scrollHeight: 2000 };

  it("uses 250px as the spec's threshold", () => {
    expect(LOAD_MORE_THRESHOLD_PX).toBe(250);
  });

  it("is false far from the bottom", () => {
    expect(isNearBottom({ ...box, scrollTop: 0 })).toBe(false);
    expect(isNearBottom({ ...box, scrollTop: 1249 })).toBe(false);
  });

  it("is true within 250px of the bottom, inclusive", () => {
    expect(isNearBottom({ ...box, scrollTop: 1250 })).toBe(true);
    expect(isNearBottom({ ...box, scrollTop: 1500 })).toBe(true);
  });

  it("takes another threshold", () => {
    expect(isNearBottom({ ...box, scrollTop: 1400 }, 100)).toBe(true);
    expect(isNearBottom({ ...box, scrollTop: 1399 }, 100)).toBe(false);
  });
});
