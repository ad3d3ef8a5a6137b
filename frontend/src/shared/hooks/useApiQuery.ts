import { useCallback } from "react";
import { useQuery, useQueryClient, type QueryResult } from "@/shared/query/hooks";
import { usePortal } from "@/shared/portal/PortalContext";
import { ApiRequestError, fetchJson } from "@/shared/api/client";
import { embeddedError } from "@/shared/api/queryClient";

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiRequestError | null;
  isPending: boolean;
  query: QueryResult<T, ApiRequestError>;
}

/** Read an API URL; the server's embedded answer (or embedded error) is there on the first render. */
export function useApiQuery<T>(url: string, enabled = true): ApiQuery<T> {
  const { queries, collector } = usePortal();
  const embedded = embeddedError(queries, url);
  // On the server: a read the page did not embed renders as loading (backend web/routes.py lists what each screen embeds).
  if (collector && enabled && !(url in queries) && !collector.unembedded.includes(url)) collector.unembedded.push(url);
  const query = useQuery<T, ApiRequestError>({
    queryKey: [url],
    queryFn: () => fetchJson<T>(url),
    enabled: enabled && !embedded,
  });
  return { data: query.data, error: embedded ?? query.error, isPending: query.isPending && !embedded, query };
}

/** Fetch an API URL through the query cache, for pages asked for on "load more". */
export function useApiFetch(): <T>(url: string) => Promise<T> {
  const queryClient = useQueryClient();
  return useCallback(<T,>(url: string) => queryClient.fetchQuery({ queryKey: [url], queryFn: () => fetchJson<T>(url) }), [queryClient]);
}
