import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { afterLastItem, type PageSource } from "@/shared/lib/pagedList";
import { usePagedList } from "./usePagedList";

interface Row {
  id: number;
}

const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

/** Pages of two, each asked for after the last row of the one before. */
function pagesOfTwo(fetchAfter: (last: Row) => Promise<Row[]>): PageSource<Row[], Row, Row> {
  return { items: (page) => page, next: (page) => afterLastItem(page, 2, (last) => last), fetchPage: fetchAfter };
}

describe("usePagedList", () => {
  it("starts from the first page and appends the page after its last item, without repeats", async () => {
    const fetchAfter = vi.fn(async (last: Row) => (last.id === 2 ? rows(2, 3, 4) : rows(5)));
    const source = pagesOfTwo(fetchAfter);
    const first = rows(1, 2); // a query's data: the same array from render to render
    const { result } = renderHook(() => usePagedList(first, source));
    expect(result.current.items).toBe(first); // nothing loaded yet: the query's own array
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    // The page repeated the item it was asked after (paged by a field that can repeat).
    expect(result.current.items).toEqual(rows(1, 2, 3, 4));
    expect(fetchAfter).toHaveBeenCalledWith({ id: 2 });
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(rows(1, 2, 3, 4, 5)));
    expect(fetchAfter).toHaveBeenLastCalledWith({ id: 4 });
    expect(result.current.hasMore).toBe(false); // a short page is the last
  });

  it("asks once while a page is in flight, and says so when it fails so the reader can retry", async () => {
    let fail = true;
    const fetchAfter = vi.fn(async () => {
      if (fail) throw new Error("offline");
      return rows(3);
    });
    const source = pagesOfTwo(fetchAfter);
    const first = rows(1, 2);
    const { result } = renderHook(() => usePagedList(first, source));
    const loadMore = result.current.loadMore;
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    expect(result.current.items).toEqual(rows(1, 2));
    expect(result.current.loadMore).toBe(loadMore); // the same function for scroll handlers

    fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(rows(1, 2, 3)));
    expect(result.current.hasFailed).toBe(false);
  });

  it("starts over in the same render when the first page is fetched again", async () => {
    const source = pagesOfTwo(async () => rows(3, 4));
    const { result, rerender } = renderHook(({ first }) => usePagedList(first, source), { initialProps: { first: rows(1, 2) } });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    rerender({ first: rows(9) });
    expect(result.current.items).toEqual(rows(9));
    expect(result.current.hasMore).toBe(false);
  });

  it("drops a page that answers after its list was started over", async () => {
    let answer: (page: Row[]) => void = () => {};
    const source = pagesOfTwo(() => new Promise((resolve) => (answer = resolve)));
    const { result, rerender } = renderHook(({ first }) => usePagedList(first, source), { initialProps: { first: rows(1, 2) } });
    act(() => result.current.loadMore());
    rerender({ first: rows(7, 8) });
    await act(async () => answer(rows(3, 4)));
    expect(result.current.items).toEqual(rows(7, 8));
    expect(result.current.isLoading).toBe(false);
  });
});
