import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useMorePages } from "./useMorePages";

interface Row {
  id: number;
}

const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

describe("useMorePages", () => {
  it("starts from the first page and appends the page after its last item, without repeats", async () => {
    const fetchAfter = vi.fn(async (last: Row) => (last.id === 2 ? rows(2, 3, 4) : rows(5)));
    const first = rows(1, 2); // a query's data: the same array from render to render
    const { result } = renderHook(() => useMorePages(first, 2, fetchAfter));
    expect(result.current.items).toEqual(rows(1, 2));
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
    expect(result.current.hasMore).toBe(false); // a short page is the last
  });

  it("asks once while a page is in flight, and says so when it fails so the reader can retry", async () => {
    let fail = true;
    const fetchAfter = vi.fn(async () => {
      if (fail) throw new Error("offline");
      return rows(3);
    });
    const first = rows(1, 2);
    const { result } = renderHook(() => useMorePages(first, 2, fetchAfter));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    expect(result.current.items).toEqual(rows(1, 2));

    fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(rows(1, 2, 3)));
    expect(result.current.hasFailed).toBe(false);
  });

  it("starts over when the first page is fetched again", async () => {
    const fetchAfter = vi.fn(async () => rows(3, 4));
    const { result, rerender } = renderHook(({ first }) => useMorePages(first, 2, fetchAfter), { initialProps: { first: rows(1, 2) } });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    rerender({ first: rows(9) });
    expect(result.current.items).toEqual(rows(9));
    expect(result.current.hasMore).toBe(false);
  });
});
