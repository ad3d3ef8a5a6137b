import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchPolled } from "./polling";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a poll", () => {
  it("asks past the browser's own copy (the front cache answers it) and reads the JSON", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ breaking: null }));
    vi.stubGlobal("fetch", fetchMock);
    const signal = new AbortController().signal;
    await expect(fetchPolled("/api/cache/breaking?lang=en", signal)).resolves.toEqual({ breaking: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/cache/breaking?lang=en");
    expect(init).toMatchObject({ cache: "no-cache", signal, headers: { Accept: "application/json" } });
  });
});
