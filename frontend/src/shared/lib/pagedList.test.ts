import { describe, expect, it } from "vitest";
import { afterLastItem, pagedItems } from "./pagedList";

interface Row {
  id: number;
}
interface Page {
  rows: Row[];
}

const page = (...ids: number[]): Page => ({ rows: ids.map((id) => ({ id })) });
const rowsOf = (p: Page) => p.rows;
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe("pagedItems", () => {
  it("lists the first page's own items until another page comes", () => {
    const first = page(5, 4);
    expect(pagedItems([first], rowsOf)).toBe(first.rows);
    expect(pagedItems([], rowsOf)).toEqual([]);
  });

  it("appends each page after the first, never showing an item twice when pages overlap", () => {
    expect(ids(pagedItems([page(5, 4), page(3, 2)], rowsOf))).toEqual([5, 4, 3, 2]);
    expect(ids(pagedItems([page(5, 4), page(4, 3, 2), page(3, 1)], rowsOf))).toEqual([5, 4, 3, 2, 1]);
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
