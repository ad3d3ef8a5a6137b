import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./client";
import type { EmbeddedQuery } from "./payload";

export const STALE_MS = 60_000;

/** The site layout's embedded reads and when the server made the page they came with. */
export interface EmbeddedLayout {
  queries: Record<string, EmbeddedQuery>;
  madeAt: number;
}

/**
 * The page's query client (one per server render, one per page in the browser), holding the
 * server's embedded responses under their URLs, so the first render needs no request: an answer
 * stays fresh for a minute. A failed read is tried once more, a second later. The portal does
 * not refetch when the tab regains focus or the network comes back: a reader's page stays as read.
 *
 * The layout's reads are dated from the page's making (`layout.madeAt`): a cached page does not
 * change when a story is published elsewhere (backend web/reads.py page_tags), so on a page kept
 * longer than a minute the browser fetches the latest stories again after it draws the page.
 */
export function createQueryClient(queries: Record<string, EmbeddedQuery>, layout?: EmbeddedLayout): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: 1, retryDelay: 1000, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });
  for (const [url, entry] of Object.entries(queries)) {
    if (entry.status !== 200) continue;
    const madeAt = layout && url in layout.queries && Number.isFinite(layout.madeAt) ? layout.madeAt : undefined;
    client.setQueryData([url], entry.data, madeAt === undefined ? undefined : { updatedAt: madeAt });
  }
  return client;
}

/** Embedded errors (e.g. an unknown category's 404) are kept apart so routes can show them. */
export function embeddedError(queries: Record<string, EmbeddedQuery>, url: string): ApiRequestError | null {
  const entry = queries[url];
  if (!entry || entry.status === 200) return null;
  // The API's error body (code, message in the page's language) is embedded too, e.g. search's 400.
  const body = (entry.data ?? {}) as { code?: string; message?: string };
  return new ApiRequestError(entry.status, body.code ?? "embedded", body.message ?? "");
}
