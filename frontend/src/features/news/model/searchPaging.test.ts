import { describe, expect, it } from "vitest";
import { nextSearchCursor } from "./searchPaging";
import { markedPieces } from "./marks";
import { makeNewsItem } from "./testItems";
import type { SearchResponse } from "./readingTypes";

const items = (n: number) => Array.from({ length: n }, (_, i) => makeNewsItem({ id: i + 1, publish_date: `2024-06-0${(i % 9) + 1}T10:00:00+08:00` }));
const page = (result: SearchResponse["result"], phase: 1 | 2, offset: number | null = null): SearchResponse => ({
  result, phase, offset, query: "x", suggestion: null, highlights: [],
});

describe("search paging", () => {
  it("newest first continues after the last item in the phase the answer gives", () => {
    expect(nextSearchCursor(page(items(10), 1), 10, "date")).toEqual({ lastDate: "2024-06-01T10:00:00+08:00", lastId: 10, phase: 1 });
    expect(nextSearchCursor(page(items(10), 2), 10, "date")?.phase).toBe(2);
  });

  it("newest first ends on a short phase 2 page or an empty page", () => {
    expect(nextSearchCursor(page(items(3), 2), 10, "date")).toBeNull();
    expect(nextSearchCursor(page([], 1), 10, "date")).toBeNull();
  });

  it("best match first continues at the offset the answer gives, and ends without one", () => {
    expect(nextSearchCursor(page(items(10), 1, 10), 10, "relevance")).toEqual({ phase: 1, offset: 10 });
    expect(nextSearchCursor(page(items(10), 2, 4), 10, "relevance")).toEqual({ phase: 2, offset: 4 });
    expect(nextSearchCursor(page(items(7), 2, null), 10, "relevance")).toBeNull();
  });
});

describe("search marks", () => {
  it("cuts a title into plain and marked pieces", () => {
    expect(markedPieces("Шинэ сургууль нээгдлээ", [[5, 13]])).toEqual([
      { text: "Шинэ ", marked: false },
      { text: "сургууль", marked: true },
      { text: " нээгдлээ", marked: false },
    ]);
  });

  it("skips ranges that overlap or fall outside the text", () => {
    expect(markedPieces("abc", [[0, 2], [1, 3], [2, 9]])).toEqual([
      { text: "ab", marked: true },
      { text: "c", marked: false },
    ]);
  });
});
