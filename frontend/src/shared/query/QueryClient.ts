// The browser's store of API answers, keyed like TanStack Query (an array, compared as JSON): the
// server's embedded answers go in first, so hydration needs no request; a key read twice is fetched
// once; fresh answers are reused; writes update or invalidate what they changed. The subset of TanStack
// Query the portal used, at ~2 KB instead of ~10 KB gzip (docs/adr/009-in-house-router-and-queries.md).

export type QueryKey = readonly unknown[];
export type QueryStatus = "pending" | "error" | "success";
/** How many times to retry a failed fetch, or a rule deciding from the failures so far (0 at the first). */
export type Retry<E = Error> = number | ((failureCount: number, error: E) => boolean);

export interface QueryState<T = unknown> {
  data: T | undefined;
  error: Error | null;
  status: QueryStatus;
  isFetching: boolean;
  /** When data last arrived (ms since epoch), 0 before. */
  updatedAt: number;
  /** Marked by invalidateQueries: refetched by whoever shows it. */
  isInvalidated: boolean;
}

export interface QueryDefaults {
  staleTime: number;
  retry: number;
}

export const RETRY_DELAY_MS = 1000;
/** Kept answers beyond which those nobody shows are dropped, oldest first. */
const MAX_QUERIES = 300;

export class Query<T = unknown> {
  state: QueryState<T> = { data: undefined, error: null, status: "pending", isFetching: false, updatedAt: 0, isInvalidated: false };
  promise: Promise<T> | null = null;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): QueryState<T> => this.state;

  get isObserved(): boolean {
    return this.listeners.size > 0;
  }

  update(change: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  isStale(staleTime: number): boolean {
    return this.state.isInvalidated || this.state.updatedAt === 0 || Date.now() - this.state.updatedAt > staleTime;
  }
}

export function hashKey(key: QueryKey): string {
  return JSON.stringify(key);
}

function shouldRetry<E>(retry: Retry<E>, failures: number, error: E): boolean {
  return typeof retry === "function" ? retry(failures - 1, error) : failures <= retry;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class QueryClient {
  readonly defaults: QueryDefaults;
  private queries = new Map<string, Query>();

  constructor(defaults: Partial<QueryDefaults> = {}) {
    this.defaults = { staleTime: 0, retry: 0, ...defaults };
  }

  /** The cache entry of `key`, made on first use. */
  query<T>(key: QueryKey): Query<T> {
    const hash = hashKey(key);
    let entry = this.queries.get(hash);
    if (!entry) {
      entry = new Query();
      this.queries.set(hash, entry);
      this.dropUnused();
    }
    return entry as Query<T>;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.queries.get(hashKey(key))?.state.data as T | undefined;
  }

  setQueryData<T>(key: QueryKey, next: T | ((current: T | undefined) => T)): void {
    const entry = this.query<T>(key);
    const data = typeof next === "function" ? (next as (current: T | undefined) => T)(entry.state.data) : next;
    entry.update({ data, error: null, status: "success", updatedAt: Date.now(), isInvalidated: false });
  }

  /** Fetch `key` unless a fetch is already running (then share it); retries per `retry`. */
  fetch<T, E = Error>(key: QueryKey, queryFn: () => Promise<T>, retry: Retry<E> = this.defaults.retry): Promise<T> {
    const entry = this.query<T>(key);
    if (entry.promise) return entry.promise;
    const run = async (): Promise<T> => {
      for (let failures = 1; ; failures++) {
        try {
          return await queryFn();
        } catch (error) {
          if (!shouldRetry(retry, failures, error as E)) throw error;
          await wait(RETRY_DELAY_MS);
        }
      }
    };
    const promise = run().then(
      (data) => {
        entry.promise = null;
        entry.update({ data, error: null, status: "success", isFetching: false, updatedAt: Date.now(), isInvalidated: false });
        return data;
      },
      (error: Error) => {
        entry.promise = null;
        entry.update({ error, status: "error", isFetching: false, isInvalidated: false });
        throw error;
      },
    );
    // Set before telling anyone, so a listener that asks for a fetch now shares this one.
    entry.promise = promise;
    entry.update({ isFetching: true });
    return promise;
  }

  /** The answer of `key`: the kept one while fresh, else fetched (a "load more" page, for instance). */
  fetchQuery<T>({ queryKey, queryFn, staleTime }: { queryKey: QueryKey; queryFn: () => Promise<T>; staleTime?: number }): Promise<T> {
    const entry = this.query<T>(queryKey);
    if (entry.state.status === "success" && !entry.isStale(staleTime ?? this.defaults.staleTime)) {
      return Promise.resolve(entry.state.data as T);
    }
    return this.fetch(queryKey, queryFn);
  }

  /** Mark every query whose key starts with `queryKey` as out of date; shown ones refetch at once. */
  invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const prefix = hashKey(queryKey).slice(0, -1);
    for (const [hash, entry] of this.queries) {
      if (hash === hashKey(queryKey) || hash.startsWith(prefix + ",")) entry.update({ isInvalidated: true });
    }
    return Promise.resolve();
  }

  private dropUnused(): void {
    if (this.queries.size <= MAX_QUERIES) return;
    for (const [hash, entry] of this.queries) {
      if (this.queries.size <= MAX_QUERIES * 0.75) break;
      if (!entry.isObserved && !entry.promise) this.queries.delete(hash);
    }
  }
}
