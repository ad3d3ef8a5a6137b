import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { ApiRequestError, fetchJson } from "@/shared/api/client";
import { embeddedError } from "@/shared/api/queryClient";

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiRequestError | null;
  isPending: boolean;
  query: UseQueryResult<T, ApiRequestError>;
}

/**
 * On the server, note a read the page did not embed: it renders as loading, and the browser
 * fetches it after hydration (app/screens.ts declares what each screen embeds).
 */
export function useUnembeddedRead(url: string, enabled: boolean): void {
  const { queries, collector } = usePortal();
  if (collector && enabled && !(url in queries) && !collector.unembedded.includes(url)) collector.unembedded.push(url);
}

/** Read an API URL; the server's embedded answer (or embedded error) is there on the first render. */
export function useApiQuery<T>(url: string, enabled = true): ApiQuery<T> {
  const { queries } = usePortal();
  const embedded = embeddedError(queries, url);
  useUnembeddedRead(url, enabled);
  const query = useQuery<T, ApiRequestError>({
    queryKey: [url],
    queryFn: ({ signal }) => fetchJson<T>(url, { signal }),
    enabled: enabled && !embedded,
  });
  return { data: query.data, error: embedded ?? query.error, isPending: query.isPending && !embedded, query };
}
