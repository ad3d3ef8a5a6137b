import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import type { EmbeddedQuery } from "@/shared/api/payload";
import { createQueryClient } from "@/shared/api/queryClient";
import { afterLastItem } from "@/shared/lib/pagedList";
import { PortalProvider, type RenderCollector } from "@/shared/portal/PortalContext";
import { usePagedList, type PageSource } from "./usePagedList";

interface Row {
  id: number;
}

const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));
const itemsOf = (page: Row[]) => page;

/** Pages of two, each asked for after the last row of the one before (null: the first page). */
function pagesOfTwo(firstUrl: string, fetchPage: (after: Row | null) => Promise<Row[]>): PageSource<Row[], Row, Row> {
  return { firstUrl, fetchPage: (after) => fetchPage(after), items: itemsOf, next: (page) => afterLastItem(page, 2, (last) => last) };
}

function wrapper(queries: Record<string, EmbeddedQuery>, collector: RenderCollector | null = null, madeAt?: number) {
  const client = createQueryClient(queries, madeAt === undefined ? undefined : { queries, madeAt });
  const portal = { lang: "en" as const, base: "/en", serverTime: "", siteUrl: "", queries, collector };
  return ({ children }: { children: ReactNode }) => (
    <PortalProvider value={portal}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </PortalProvider>
  );
}

afterEach(() => vi.useRealTimers());

describe("usePagedList", () => {
  it("starts from the embedded first page without a request, and appends the page after its last item, without repeats", async () => {
    const first = rows(1, 2);
    const fetchPage = vi.fn(async (after: Row | null) => (after?.id === 2 ? rows(2, 3, 4) : rows(5)));
    const source = pagesOfTwo("/api/rows", fetchPage);
    const { result } = renderHook(() => usePagedList(source), { wrapper: wrapper({ "/api/rows": { status: 200, data: first } }) });
    expect(result.current.items).toEqual(first);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.isPending).toBe(false);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.isLoading).toBe(false);
    // The page repeated the item it was asked after (paged by a field that can repeat).
    expect(result.current.items).toEqual(rows(1, 2, 3, 4));
    expect(fetchPage.mock.calls.map(([after]) => after)).toEqual([{ id: 2 }]);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(rows(1, 2, 3, 4, 5)));
    expect(fetchPage).toHaveBeenLastCalledWith({ id: 4 });
    expect(result.current.hasMore).toBe(false); // a short page is the last
    expect(result.current.firstPage).toEqual(first);
  });

  it("asks once while a page is in flight, and says so when it fails so the reader can retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const fetchPage = vi.fn(async (after: Row | null) => {
      if (after && fail) throw new Error("offline");
      return after ? rows(3) : rows(1, 2);
    });
    const source = pagesOfTwo("/api/rows", fetchPage);
    const { result } = renderHook(() => usePagedList(source), { wrapper: wrapper({ "/api/rows": { status: 200, data: rows(1, 2) } }) });
    const loadMore = result.current.loadMore;
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await act(() => vi.advanceTimersByTimeAsync(1000)); // the one retry
    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    expect(fetchPage).toHaveBeenCalledTimes(2); // the page and its retry, not a second page
    expect(result.current.items).toEqual(rows(1, 2));
    expect(result.current.error).toBeNull(); // the list itself is still there
    expect(result.current.loadMore).toBe(loadMore); // the same function for scroll handlers

    fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(rows(1, 2, 3)));
    expect(result.current.hasFailed).toBe(false);
  });

  it("takes the reader's tap while it refetches an old embedded first page", async () => {
    let answerFirst: (page: Row[]) => void = () => {};
    const fetchPage = vi.fn((after: Row | null) =>
      after ? Promise.resolve(rows(3, 4)) : new Promise<Row[]>((resolve) => (answerFirst = resolve)),
    );
    const source = pagesOfTwo("/api/rows", fetchPage);
    const made = Date.now() - 5 * 60_000; // a kept page, drawn five minutes ago
    const { result } = renderHook(() => usePagedList(source), {
      wrapper: wrapper({ "/api/rows": { status: 200, data: rows(1, 2) } }, null, made),
    });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(null)); // the refetch of the old list
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(rows(1, 2, 3, 4)));
    answerFirst(rows(1, 2));
    expect(fetchPage).toHaveBeenLastCalledWith({ id: 2 });
  });

  it("is another list for another first page: nothing of the old one shows under it", async () => {
    const fetchPage = vi.fn(async (after: Row | null) => (after ? rows(3, 4) : rows(9)));
    const queries = { "/api/a": { status: 200, data: rows(1, 2) } };
    const { result, rerender } = renderHook(({ url }) => usePagedList(pagesOfTwo(url, fetchPage)), {
      wrapper: wrapper(queries),
      initialProps: { url: "/api/a" },
    });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    rerender({ url: "/api/b" });
    expect(result.current.items).toEqual([]);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual(rows(9)));
    expect(result.current.hasMore).toBe(false);
  });

  it("tells the server render of a first page the page did not embed, and shows the one it did", () => {
    const collector: RenderCollector = { head: null, status: 200, chunks: [], unembedded: [] };
    const never = () => new Promise<Row[]>(() => undefined);
    const { result } = renderHook(() => [usePagedList(pagesOfTwo("/api/a", never)), usePagedList(pagesOfTwo("/api/b", never))], {
      wrapper: wrapper({ "/api/a": { status: 200, data: rows(1) } }, collector),
    });
    expect(result.current[0]!.items).toEqual(rows(1));
    expect(result.current[1]!.isPending).toBe(true);
    expect(collector.unembedded).toEqual(["/api/b"]);
  });

  it("shows an embedded error as the list's error, without a request", () => {
    const fetchPage = vi.fn(async () => rows(1));
    const { result } = renderHook(() => usePagedList(pagesOfTwo("/api/gone", fetchPage)), {
      wrapper: wrapper({ "/api/gone": { status: 404, data: { code: "not_found", message: "No such list" } } }),
    });
    expect(result.current.error).toMatchObject({ status: 404, message: "No such list" });
    expect(result.current.isPending).toBe(false);
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
