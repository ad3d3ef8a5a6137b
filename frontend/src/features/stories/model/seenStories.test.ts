import { describe, expect, it } from "vitest";
import { NOTHING_SEEN, firstUnseenItem, isStorySeen, markItemSeen, orderStories, parseSeen } from "./seenStories";

const story = (id: number, itemIds: number[], seen = false) => ({ id, seen, items: itemIds.map((itemId) => ({ id: itemId })) });

describe("seen stories", () => {
  it("reads nothing from an empty or broken store", () => {
    expect(parseSeen(null)).toEqual(NOTHING_SEEN);
    expect(parseSeen("not json")).toEqual(NOTHING_SEEN);
    expect(parseSeen('{"stories":[1,"x",-2,3.5],"items":null}')).toEqual({ stories: [1], items: [] });
  });

  it("round-trips through JSON", () => {
    const seen = markItemSeen(NOTHING_SEEN, 4, 40);
    expect(parseSeen(JSON.stringify(seen))).toEqual({ stories: [4], items: [40] });
  });

  it("counts a story as seen from its first seen item, once", () => {
    let seen = markItemSeen(NOTHING_SEEN, 4, 40);
    seen = markItemSeen(seen, 4, 41);
    seen = markItemSeen(seen, 4, 41);
    expect(seen).toEqual({ stories: [4], items: [40, 41] });
    expect(isStorySeen(seen, story(4, [40, 41, 42]))).toBe(true);
    expect(isStorySeen(seen, story(5, [50]))).toBe(false);
    expect(isStorySeen(NOTHING_SEEN, story(5, [50], true))).toBe(true);
  });

  it("resumes a story at its first unseen item", () => {
    const seen = markItemSeen(markItemSeen(NOTHING_SEEN, 4, 40), 4, 41);
    expect(firstUnseenItem(seen, story(4, [40, 41, 42]))).toBe(2);
    expect(firstUnseenItem(seen, story(4, [40, 41]))).toBe(0);
  });

  it("puts unseen stories first", () => {
    const seen = markItemSeen(NOTHING_SEEN, 1, 10);
    expect(orderStories([story(1, [10]), story(2, [20]), story(3, [30], true)], seen).map((s) => s.id)).toEqual([2, 1, 3]);
  });
});
