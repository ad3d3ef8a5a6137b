import { describe, expect, it } from "vitest";
import { keepToday } from "./todayNews";
import { makeNewsItem } from "./testItems";

describe("today's news", () => {
  it("keeps the items of today's Ulaanbaatar date", () => {
    const now = new Date("2024-06-15T10:00:00+08:00");
    const list = [
      makeNewsItem({ id: 1, publish_date: "2024-06-15T09:00:00+08:00" }),
      makeNewsItem({ id: 2, publish_date: "2024-06-15T00:10:00+08:00" }),
      makeNewsItem({ id: 3, publish_date: "2024-06-14T23:59:00+08:00" }),
    ];
    expect(keepToday(list, now)).toEqual({ items: list.slice(0, 2), reachesEarlierDays: true });
    expect(keepToday(list.slice(0, 2), now).reachesEarlierDays).toBe(false);
    // 16:30 UTC on the 14th is already the 15th in Ulaanbaatar.
    expect(keepToday([makeNewsItem({ publish_date: "2024-06-14T16:30:00Z" })], now).items).toHaveLength(1);
  });
});
