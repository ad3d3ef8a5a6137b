import { describe, expect, it } from "vitest";
import { newUpdates, viewOf, withLatest, withPage } from "./liveCoverage";
import { sampleCoverage, sampleUpdate } from "./testLive";

describe("live coverage", () => {
  const shown = viewOf(sampleCoverage([sampleUpdate(3, 30), sampleUpdate(2, 20), sampleUpdate(1, 10)]));

  it("counts only updates newer than the newest one shown", () => {
    const latest = sampleCoverage([sampleUpdate(5, 50), sampleUpdate(4, 40), sampleUpdate(3, 30), sampleUpdate(2, 20)]);
    expect(newUpdates(shown, latest).map((u) => u.id)).toEqual([5, 4]);
    // An older update the poll no longer carries, or one the reader already has, is no news.
    expect(newUpdates(shown, sampleCoverage([sampleUpdate(3, 30)]))).toEqual([]);
  });

  it("tells updates of the same minute apart by id", () => {
    const latest = sampleCoverage([sampleUpdate(4, 30), sampleUpdate(3, 30)]);
    expect(newUpdates(shown, latest).map((u) => u.id)).toEqual([4]);
  });

  it("puts the new updates on top, applies edits in place and keeps the older pages", () => {
    const paged = { ...shown, more: { lastDate: "2026-11-28T10:10:00+08:00", lastId: 1 } };
    const pinned = sampleUpdate(9, 5, { is_pinned: true });
    const latest = sampleCoverage([sampleUpdate(4, 40), sampleUpdate(3, 30, { title: "edited" }), sampleUpdate(2, 20)], {
      pinned,
      key_events: [{ id: 4, title: "key", published_at: "2026-11-28T10:40:00+08:00" }],
      more: { lastDate: "2026-11-28T10:20:00+08:00", lastId: 2 },
    });
    const next = withLatest(paged, latest);
    expect(next.updates.map((u) => u.title)).toEqual(["u4", "edited", "u2", "u1"]);
    expect(next.more).toEqual(paged.more);
    expect(next.pinned).toBe(pinned);
    expect(next.keyEvents).toHaveLength(1);
  });

  it("starts again from the poll's page when more came than a poll carries", () => {
    const latest = sampleCoverage([sampleUpdate(7, 59), sampleUpdate(6, 58)], { more: { lastDate: "x", lastId: 6 } });
    const next = withLatest(shown, latest);
    expect(next.updates.map((u) => u.id)).toEqual([6, 7].reverse());
    expect(next.more).toEqual({ lastDate: "x", lastId: 6 });
  });

  it("waits for nothing once the coverage has ended", () => {
    const ended = viewOf(sampleCoverage([sampleUpdate(1, 10)], { state: "ended" }));
    expect(newUpdates(ended, sampleCoverage([sampleUpdate(2, 20), sampleUpdate(1, 10)]))).toEqual([]);
  });

  it("adds a page after the shown updates without repeating one", () => {
    const next = withPage(shown, { updates: [sampleUpdate(1, 10), sampleUpdate(0, 5)], more: null });
    expect(next.updates.map((u) => u.id)).toEqual([3, 2, 1, 0]);
    expect(next.more).toBeNull();
  });
});
