// What an open page asks for again while it is read: the breaking strip and a live coverage's updates.
import { fetchJson } from "./client";

/**
 * How often an open page asks again, while its tab is visible. The answers are cached reads
 * (/api/cache/...) that the front caches share for 10 s and the newsroom's saves refresh, so a change
 * reaches an open page within a tick and a reader's poll costs the app server nothing.
 */
export const POLL_MS = 20_000;

/**
 * One poll: asked of the front cache each time, with the ETag of the copy the browser holds (a 304
 * while nothing changed), never answered from that copy. A copy the browser may reuse while it
 * revalidates it (stale-while-revalidate) would show each change a poll late, and cost a second
 * request per tick (the backend's POLLED_CACHE_CONTROL says the same to browsers).
 */
export function fetchPolled<T>(url: string, signal?: AbortSignal): Promise<T> {
  return fetchJson<T>(url, { signal, cache: "no-cache" });
}
