import { QueryClient } from "@/shared/query/QueryClient";
import { ApiRequestError } from "./client";
import type { EmbeddedQuery } from "./payload";

/** A query client holding the server's embedded responses, so the first render needs no request. */
export function createQueryClient(queries: Record<string, EmbeddedQuery>): QueryClient {
  const client = new QueryClient({ staleTime: 60_000, retry: 1 });
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
