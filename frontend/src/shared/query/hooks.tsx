// React's side of the query store: read a key (useQuery), page through one (useInfiniteQuery), send a
// write (useMutation). Results carry the TanStack Query field names the screens already read.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { hashKey, type Query, type QueryClient, type QueryKey, type QueryState, type QueryStatus, type Retry } from "./QueryClient";

const QueryClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error("useQueryClient needs a QueryClientProvider above it");
  return client;
}

export interface QueryOptions<T, E> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  staleTime?: number;
  retry?: Retry<E>;
}

export interface QueryResult<T, E = Error> {
  data: T | undefined;
  error: E | null;
  status: QueryStatus;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** Pending with a fetch running (not merely waiting for `enabled`). */
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

function useQueryState<T>(query: Query<T>): QueryState<T> {
  return useSyncExternalStore(query.subscribe, query.getState, query.getState);
}

/**
 * Keep `query` fetched while `enabled`: on mount or key change when missing or stale, and whenever it is
 * invalidated. `fetchNow` runs the fetch, so paged queries can fetch their own way.
 */
function useKeepFetched<T>(query: Query<T>, enabled: boolean, staleTime: number, fetchNow: () => Promise<unknown>): void {
  const latestFetch = useRef(fetchNow);
  latestFetch.current = fetchNow;
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      if (!query.promise) latestFetch.current().catch(() => undefined); // the error is in the state
    };
    if (!query.promise && query.isStale(staleTime)) refresh();
    return query.subscribe(() => {
      if (query.state.isInvalidated) refresh();
    });
  }, [query, enabled, staleTime]);
}

function toResult<T, E>(state: QueryState<T>, refetch: () => Promise<unknown>): QueryResult<T, E> {
  return {
    data: state.data,
    error: state.error as E | null,
    status: state.status,
    isPending: state.status === "pending",
    isError: state.status === "error",
    isSuccess: state.status === "success",
    isLoading: state.status === "pending" && state.isFetching,
    isFetching: state.isFetching,
    refetch,
  };
}

export function useQuery<T, E = Error>(options: QueryOptions<T, E>): QueryResult<T, E> {
  const client = useQueryClient();
  const { queryKey, queryFn, enabled = true, staleTime = client.defaults.staleTime, retry } = options;
  const hash = hashKey(queryKey);
  const query = useMemo(() => client.query<T>(queryKey), [client, hash]); // eslint-disable-line react-hooks/exhaustive-deps -- the key's hash is its identity
  const state = useQueryState(query);
  const fetchNow = () => client.fetch(queryKey, queryFn, retry);
  useKeepFetched(query, enabled, staleTime, fetchNow);
  const refetch = () => fetchNow().catch(() => undefined);
  return toResult<T, E>(state, refetch);
}

export interface InfiniteData<P, C> {
  pages: P[];
  pageParams: C[];
}

export interface InfiniteQueryOptions<P, S, C> {
  queryKey: QueryKey;
  initialPageParam: C;
  queryFn: (context: { pageParam: C }) => Promise<P>;
  /** The cursor of the page after `lastPage`, or null/undefined when there is none. */
  getNextPageParam: (lastPage: P) => C | null | undefined;
  select: (data: InfiniteData<P, C>) => S;
  enabled?: boolean;
}

export interface InfiniteQueryResult<S, E = Error> extends QueryResult<S, E> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A list read page by page; an invalidation reloads it from its first page. */
export function useInfiniteQuery<P, E, S, C>(options: InfiniteQueryOptions<P, S, C>): InfiniteQueryResult<S, E> {
  const client = useQueryClient();
  const { queryKey, initialPageParam, queryFn, getNextPageParam, select, enabled = true } = options;
  const hash = hashKey(queryKey);
  const query = useMemo(() => client.query<InfiniteData<P, C>>(queryKey), [client, hash]); // eslint-disable-line react-hooks/exhaustive-deps -- as in useQuery
  const state = useQueryState(query);
  const [isFetchingNextPage, setFetchingNextPage] = useState(false);

  const firstPage = () =>
    client.fetch(queryKey, async () => ({ pages: [await queryFn({ pageParam: initialPageParam })], pageParams: [initialPageParam] }));
  useKeepFetched(query, enabled, client.defaults.staleTime, firstPage);

  const lastPage = state.data?.pages.at(-1);
  const nextParam = lastPage === undefined ? null : (getNextPageParam(lastPage) ?? null);
  const fetchNextPage = async () => {
    const current = query.state.data;
    if (!current || nextParam === null || query.promise) return;
    setFetchingNextPage(true);
    try {
      await client.fetch(queryKey, async () => {
        const page = await queryFn({ pageParam: nextParam });
        return { pages: [...current.pages, page], pageParams: [...current.pageParams, nextParam] };
      });
    } catch {
      // the failure is in the state; the reader can press "more" again
    } finally {
      setFetchingNextPage(false);
    }
  };

  const result = toResult<InfiniteData<P, C>, E>(state, firstPage);
  return {
    ...result,
    data: state.data && select(state.data),
    hasNextPage: nextParam !== null,
    isFetchingNextPage,
    fetchNextPage,
  };
}

type MutationState<R, E, V> =
  | { status: "idle"; isPending: false; isSuccess: false; isError: false; data: undefined; error: null; variables: undefined }
  | { status: "pending"; isPending: true; isSuccess: false; isError: false; data: undefined; error: null; variables: V }
  | { status: "success"; isPending: false; isSuccess: true; isError: false; data: R; error: null; variables: V }
  | { status: "error"; isPending: false; isSuccess: false; isError: true; data: undefined; error: E; variables: V };

export interface MutateCallbacks<R, E, V> {
  onSuccess?: (data: R, variables: V) => void;
  onError?: (error: E, variables: V) => void;
}

export type MutationResult<R, E, V> = MutationState<R, E, V> & {
  mutate: (variables: V, callbacks?: MutateCallbacks<R, E, V>) => void;
  reset: () => void;
};

const IDLE = { status: "idle", isPending: false, isSuccess: false, isError: false, data: undefined, error: null, variables: undefined } as const;

/** A write: its state (with the variables while pending, for optimistic counts) and `mutate`. */
export function useMutation<R, E = Error, V = void>(options: {
  mutationFn: (variables: V) => Promise<R>;
  onSuccess?: (data: R, variables: V) => void;
}): MutationResult<R, E, V> {
  const [state, setState] = useState<MutationState<R, E, V>>(IDLE);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: V, callbacks: MutateCallbacks<R, E, V> = {}) => {
    setState({ status: "pending", isPending: true, isSuccess: false, isError: false, data: undefined, error: null, variables });
    latest.current.mutationFn(variables).then(
      (data) => {
        latest.current.onSuccess?.(data, variables);
        if (mounted.current) setState({ status: "success", isPending: false, isSuccess: true, isError: false, data, error: null, variables });
        callbacks.onSuccess?.(data, variables);
      },
      (error: E) => {
        if (mounted.current) setState({ status: "error", isPending: false, isSuccess: false, isError: true, data: undefined, error, variables });
        callbacks.onError?.(error, variables);
      },
    );
  }, []);
  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, mutate, reset };
}
