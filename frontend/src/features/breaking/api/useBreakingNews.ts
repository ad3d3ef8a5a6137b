import { useQuery } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { fetchPolled, POLL_MS } from "@/shared/api/polling";
import { useUnembeddedRead } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { BreakingResponse } from "../model/types";

/** `/api/cache/breaking`: the edition's breaking story, or null (embedded in every page with the site layout). */
export function breakingNewsUrl(lang: Language): string {
  return apiUrl("/api/cache/breaking", { lang });
}

/**
 * The edition's breaking story, asked for again every tick while the page is open: a story the newsroom
 * flags reaches readers who already have the site open, and one it ends leaves their pages. The poll
 * pauses while the tab is hidden and comes at once when the reader returns to a tick-old answer. The
 * server's answer dates from the page's making, so a page kept in a cache longer than a tick asks at
 * once too.
 */
export function useBreakingNews(): BreakingResponse | undefined {
  const { lang } = usePortal();
  const url = breakingNewsUrl(lang);
  useUnembeddedRead(url, true);
  const query = useQuery<BreakingResponse>({
    queryKey: [url],
    queryFn: ({ signal }) => fetchPolled<BreakingResponse>(url, signal),
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  return query.data;
}
