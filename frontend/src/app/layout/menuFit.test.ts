import { describe, expect, it } from "vitest";
import { countFittingItems } from "./menuFit";

describe("countFittingItems", () => {
  it("keeps every item when they all fit, with no room kept for the button", () => {
    expect(countFittingItems([100, 100, 100], 300, 80)).toBe(3);
  });

  it("moves the items that do not fit, keeping room for the button", () => {
    // 310 px: the three do not fit; two with the 80 px button take 280.
    expect(countFittingItems([100, 100, 100], 290, 80)).toBe(2);
    expect(countFittingItems([100, 100, 100], 279, 80)).toBe(1);
  });

  it("keeps the order: an item after one that does not fit never moves up", () => {
    expect(countFittingItems([100, 200, 10], 250, 40)).toBe(1);
  });

  it("fits nothing in no room (a hidden bar)", () => {
    expect(countFittingItems([100], 0, 80)).toBe(0);
  });
});
