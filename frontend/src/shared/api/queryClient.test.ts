import { describe, expect, it } from "vitest";
import { createQueryClient, STALE_MS } from "./queryClient";

const latest = "/api/cache/news/shinemedee?lang=mn";
const article = "/api/cache/news/read/abc123?lang=mn";
const queries = {
  [latest]: { status: 200, data: { news: [] } },
  [article]: { status: 200, data: { entity: {} } },
};

function isStale(client: ReturnType<typeof createQueryClient>, url: string): boolean {
  const state = client.getQueryState([url]);
  return Date.now() - (state?.dataUpdatedAt ?? 0) > STALE_MS;
}

describe("createQueryClient", () => {
  it("dates the layout's reads from when a kept page was made, so the browser fetches them again", () => {
    const madeAt = Date.now() - 5 * 60_000;
    const client = createQueryClient(queries, { queries: { [latest]: queries[latest] }, madeAt });
    expect(client.getQueryState([latest])?.dataUpdatedAt).toBe(madeAt);
    expect(isStale(client, latest)).toBe(true);
    // The screen's own read is purged with its content: it stays fresh as embedded.
    expect(isStale(client, article)).toBe(false);
  });

  it("keeps a new page's layout reads fresh", () => {
    const client = createQueryClient(queries, { queries: { [latest]: queries[latest] }, madeAt: Date.now() - 1000 });
    expect(isStale(client, latest)).toBe(false);
  });

  it("keeps errors out of the cache", () => {
    const client = createQueryClient({ [article]: { status: 404, data: { code: "not_found" } } });
    expect(client.getQueryData([article])).toBeUndefined();
  });
});
