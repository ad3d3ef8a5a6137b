import { describe, expect, it } from "vitest";
import { cursorOf, filterByCategory, splitSpecial } from "./newsList";
import { makeNewsItem } from "./testItems";

describe("cursorOf", () => {
  it("continues after the last item's publish date and id (the id breaks ties)", () => {
    const last = makeNewsItem({ id: 4, publish_date: "2024-06-15T11:00:00+08:00" });
    expect(cursorOf(last)).toEqual({ date: "2024-06-15T11:00:00+08:00", id: 4 });
  });
});

describe("filterByCategory", () => {
  const items = [
    makeNewsItem({ id: 1, newstyppe: { id: 10, name: "A" }, newsType: { id: 2, name: "Video" } }),
    makeNewsItem({ id: 2, newstyppe: { id: 11, name: "B" }, newsType: { id: 10, name: "Photo" } }),
    makeNewsItem({ id: 3, newstyppe: { id: 10, name: "A" }, newsType: { id: 1, name: "News" } }),
  ];

  it("keeps only the items of the category (newstyppe.id), whatever their news type", () => {
    expect(filterByCategory(items, 10).map((item) => item.id)).toEqual([1, 3]);
  });

  it("keeps everything without a filter", () => {
    expect(filterByCategory(items, null)).toHaveLength(3);
  });
});

describe("splitSpecial", () => {
  it("makes the first 3 items special and the rest main", () => {
    const { special, main } = splitSpecial([1, 2, 3, 4, 5]);
    expect(special).toEqual([1, 2, 3]);
    expect(main).toEqual([4, 5]);
  });

  it("handles short lists", () => {
    expect(splitSpecial([1, 2])).toEqual({ special: [1, 2], main: [] });
    expect(splitSpecial([])).toEqual({ special: [], main: [] });
  });
});
