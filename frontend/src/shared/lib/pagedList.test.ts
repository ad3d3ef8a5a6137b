import { describe, expect, it } from "vitest";
import { afterLastItem, appendPage, listItems, startList, type PageSource } from "./pagedList";

interface Row {
  id: number;
}
interface Page {
  rows: Row[];
  /** Where the server says the next page starts (as the comics API does); null on the last. */
  after: number | null;
}

const page = (after: number | null, ...ids: number[]): Page => ({ rows: ids.map((id) => ({ id })), after });
const source: PageSource<Page, Row, number> = {
  items: (p) => p.rows,
  next: (p) => p.after,
  fetchPage: () => Promise.reject(new Error("not fetched in these tests")),
};
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe("a paged list", () => {
  it("starts from its first page with the cursor the page names", () => {
    const list = startList(page(2, 5, 4), source);
    expect(ids(listItems(list, source.items))).toEqual([5, 4]);
    expect(list.cursor).toBe(2);
    expect(list.isLoading).toBe(false);
  });

  it("has nothing and no next page before its first page is in", () => {
    const list = startList(undefined, source);
    expect(listItems(list, source.items)).toEqual([]);
    expect(list.cursor).toBeNull();
  });

  it("appends each page after the first and moves the cursor to where the page ends", () => {
    let list = startList(page(4, 5, 4), source);
    list = appendPage({ ...list, isLoading: true }, page(2, 3, 2), source);
    expect(ids(listItems(list, source.items))).toEqual([5, 4, 3, 2]);
    expect(list.cursor).toBe(2);
    expect(list.isLoading).toBe(false);
    list = appendPage(list, page(null, 1), source);
    expect(list.cursor).toBeNull();
  });

  it("never shows an item twice when pages overlap", () => {
    const list = appendPage(startList(page(4, 5, 4), source), page(2, 4, 3, 2), source);
    expect(ids(listItems(list, source.items))).toEqual([5, 4, 3, 2]);
    expect(ids(listItems(appendPage(list, page(null, 3, 1), source), source.items))).toEqual([5, 4, 3, 2, 1]);
  });

  it("clears a failure once a page comes", () => {
    const failed = { ...startList(page(4, 5, 4), source), hasFailed: true };
    expect(appendPage(failed, page(null, 3), source).hasFailed).toBe(false);
  });
});

describe("afterLastItem", () => {
  const cursor = (row: Row) => row.id;

  it("continues after the last item of a full page", () => {
    expect(afterLastItem([{ id: 9 }, { id: 7 }], 2, cursor)).toBe(7);
  });

  it("ends at a short or empty page", () => {
    expect(afterLastItem([{ id: 9 }], 2, cursor)).toBeNull();
    expect(afterLastItem([], 2, cursor)).toBeNull();
  });
});
