import { describe, expect, it } from "vitest";
import { parseDismissed, rememberDismissed } from "./dismissedStories";

describe("the hidden breaking stories", () => {
  it("reads what was stored, and nothing from what cannot be read", () => {
    expect(parseDismissed('["a1","b2"]')).toEqual(["a1", "b2"]);
    expect(parseDismissed(null)).toEqual([]);
    expect(parseDismissed("{not json")).toEqual([]);
    expect(parseDismissed('{"lid":"a1"}')).toEqual([]);
    expect(parseDismissed('["a1",7,"",null]')).toEqual(["a1"]);
  });

  it("remembers each story once, and drops the oldest beyond twenty", () => {
    expect(rememberDismissed(["a1"], "a1")).toEqual(["a1"]);
    const many = Array.from({ length: 20 }, (_, n) => `s${n}`);
    const next = rememberDismissed(many, "new");
    expect(next).toHaveLength(20);
    expect(next[0]).toBe("s1");
    expect(next.at(-1)).toBe("new");
  });
});
