import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./client";
import type { EmbeddedQuery } from "./payload";

/**
 * The page's query client (one per server render, one per page in the browser), holding the
 * server's embedded responses under their URLs, so the first render needs no request: an answer
 * stays fresh for a minute. A failed read is tried once more, a second later. The portal does
 * not refetch when the tab regains focus or the network comes back: a reader's page stays as read.
 */
export function createQueryClient(queries: Record<string, EmbeddedQuery>): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, retryDelay: 1000, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });
  for (const [url, entry] of Object.entries(queries)) {
    if (entry.status === 200) client.setQueryData([url], entry.data);
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
