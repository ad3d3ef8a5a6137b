import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient, RETRY_DELAY_MS } from "./QueryClient";

afterEach(() => {
  vi.useRealTimers();
});

describe("QueryClient", () => {
  it("shares one fetch between readers of the same key and keeps the answer", async () => {
    const client = new QueryClient({ staleTime: 60_000 });
    const queryFn = vi.fn(() => Promise.resolve({ n: 1 }));
    const [a, b] = await Promise.all([client.fetch(["/api/x"], queryFn), client.fetch(["/api/x"], queryFn)]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(client.getQueryData(["/api/x"])).toEqual({ n: 1 });
  });

  it("answers fetchQuery from a fresh answer and fetches a stale or missing one", async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ staleTime: 1000 });
    client.setQueryData(["/api/page"], "embedded");
    const queryFn = vi.fn(() => Promise.resolve("fetched"));
    expect(await client.fetchQuery({ queryKey: ["/api/page"], queryFn })).toBe("embedded");
    expect(queryFn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1001);
    expect(await client.fetchQuery({ queryKey: ["/api/page"], queryFn })).toBe("fetched");
    expect(await client.fetchQuery({ queryKey: ["/api/other"], queryFn })).toBe("fetched");
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("updates kept data through a function of the current value", () => {
    const client = new QueryClient();
    client.setQueryData<number[]>(["list"], [1]);
    client.setQueryData<number[]>(["list"], (current) => [...(current ?? []), 2]);
    expect(client.getQueryData(["list"])).toEqual([1, 2]);
  });

  it("invalidates every key that starts with the given one, and no other", async () => {
    const client = new QueryClient();
    for (const key of [["polls", "en"], ["polls", "en", "2024-06-01"], ["polls", "mn"], ["pollsx", "en"]]) {
      client.setQueryData(key, 1);
    }
    await client.invalidateQueries({ queryKey: ["polls", "en"] });
    const invalidated = (key: unknown[]) => client.query(key).state.isInvalidated;
    expect(invalidated(["polls", "en"])).toBe(true);
    expect(invalidated(["polls", "en", "2024-06-01"])).toBe(true);
    expect(invalidated(["polls", "mn"])).toBe(false);
    expect(invalidated(["pollsx", "en"])).toBe(false);
  });

  it("retries a failed fetch as told, then keeps the error", async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ retry: 1 });
    const queryFn = vi.fn(() => Promise.reject(new Error("down")));
    const result = client.fetch(["/api/fail"], queryFn).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(await result).toBe("down");
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.query(["/api/fail"]).state).toMatchObject({ status: "error", isFetching: false });

    // A rule sees the failures before this one (0 at the first): "once on a 5xx" retries once.
    const rule = vi.fn((count: number) => count < 1);
    const ruled = client.fetch(["/api/rule"], queryFn, rule).catch(() => "failed");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(await ruled).toBe("failed");
    expect(rule.mock.calls.map(([count]) => count)).toEqual([0, 1]);
  });
});
