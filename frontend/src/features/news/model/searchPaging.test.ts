import { describe, expect, it } from "vitest";
import { nextSearchCursor } from "./searchPaging";
import { makeNewsItem } from "./testItems";

const items = (n: number) => Array.from({ length: n }, (_, i) => makeNewsItem({ id: i + 1, publish_date: `2024-06-0${(i % 9) + 1}T10:00:00+08:00` }));

describe("search paging", () => {
  it("continues after the last item in the phase the answer gives", () => {
    expect(nextSearchCursor({ result: items(10), phase: 1, query: "x" }, 10)).toEqual({ lastDate: "2024-06-01T10:00:00+08:00", lastId: 10, phase: 1 });
    expect(nextSearchCursor({ result: items(10), phase: 2, query: "x" }, 10)?.phase).toBe(2);
  });

  it("ends on a short phase 2 page or an empty page", () => {
    expect(nextSearchCursor({ result: items(3), phase: 2, query: "x" }, 10)).toBeNull();
    expect(nextSearchCursor({ result: [], phase: 1, query: "x" }, 10)).toBeNull();
  });
});
