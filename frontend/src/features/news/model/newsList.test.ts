import { describe, expect, it } from "vitest";
import { cursorOf, filterByCategory, initialNewsList, newsListReducer, splitSpecial } from "./newsList";
import { makeNewsItem } from "./testItems";

const page1 = [
  makeNewsItem({ id: 5, publish_date: "2024-06-15T12:00:00+08:00" }),
  makeNewsItem({ id: 4, publish_date: "2024-06-15T11:00:00+08:00" }),
];
const page2 = [
  makeNewsItem({ id: 3, publish_date: "2024-06-15T11:00:00+08:00" }),
  makeNewsItem({ id: 2, publish_date: "2024-06-14T09:00:00+08:00" }),
];

describe("newsListReducer", () => {
  it("starts from the embedded first page with its cursor", () => {
    const state = initialNewsList(page1, 2);
    expect(state.items).toEqual(page1);
    expect(state.cursor).toEqual({ date: "2024-06-15T11:00:00+08:00", id: 4 });
    expect(state.hasMore).toBe(true);
  });

  it("replaces the list on an initial fetch", () => {
    const state = newsListReducer(initialNewsList(page1, 2), { type: "replace", items: page2, pageSize: 2 });
    expect(state.items.map((item) => item.id)).toEqual([3, 2]);
    expect(state.cursor).toEqual({ date: "2024-06-14T09:00:00+08:00", id: 2 });
  });

  it("appends each further fetch and moves the cursor to the last item (date and id)", () => {
    let state = newsListReducer(initialNewsList(page1, 2), { type: "loadStart" });
    expect(state.isLoading).toBe(true);
    state = newsListReducer(state, { type: "append", items: page2, pageSize: 2 });
    expect(state.items.map((item) => item.id)).toEqual([5, 4, 3, 2]);
    expect(state.cursor).toEqual({ date: "2024-06-14T09:00:00+08:00", id: 2 });
    expect(state.isLoading).toBe(false);
    expect(state.hasMore).toBe(true);
  });

  it("stops when a page comes back short", () => {
    const state = newsListReducer(initialNewsList(page1, 2), { type: "append", items: [makeNewsItem({ id: 1 })], pageSize: 2 });
    expect(state.hasMore).toBe(false);
    expect(initialNewsList([makeNewsItem()], 8).hasMore).toBe(false);
  });

  it("never shows an item twice when pages overlap", () => {
    const state = newsListReducer(initialNewsList(page1, 2), { type: "append", items: [page1[1]!, ...page2], pageSize: 3 });
    expect(state.items.map((item) => item.id)).toEqual([5, 4, 3, 2]);
  });

  it("keeps the list and flags a failed load", () => {
    const loading = newsListReducer(initialNewsList(page1, 2), { type: "loadStart" });
    const failed = newsListReducer(loading, { type: "loadFail" });
    expect(failed.items).toEqual(page1);
    expect(failed.hasFailed).toBe(true);
    expect(failed.isLoading).toBe(false);
    expect(newsListReducer(failed, { type: "loadStart" }).hasFailed).toBe(false);
  });

  it("has no cursor for an empty list", () => {
    expect(cursorOf([])).toBeNull();
    expect(initialNewsList().cursor).toBeNull();
  });
});

describe("filterByCategory", () => {
  const items = [
    makeNewsItem({ id: 1, category: { id: 10, name: "A" } }),
    makeNewsItem({ id: 2, category: { id: 11, name: "B" } }),
    makeNewsItem({ id: 3, category: { id: 10, name: "A" } }),
  ];

  it("keeps only the items of the category", () => {
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
