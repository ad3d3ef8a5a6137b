import { useInfiniteQuery } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import type { Poll, PollListResponse } from "../model/types";

export const POLL_LIST_SIZE = 10;

interface PollCursor {
  lastPollDate: string;
  lastId: number;
}

/** `/api/poll/list`: polls started on or before `date` (YYYY-MM-DD, empty for today), newest first, paged. */
export function usePollList(date: string, enabled = true) {
  const { lang } = usePortal();
  return useInfiniteQuery<PollListResponse, ApiRequestError, Poll[], readonly unknown[], PollCursor | null>({
    queryKey: ["polls", lang, date],
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) =>
      postForm<PollListResponse>(
        apiUrl("/api/poll/list", { lang }),
        { size: POLL_LIST_SIZE, ...(date ? { date } : {}), ...(pageParam ?? {}) },
        {},
        signal,
      ),
    getNextPageParam: (page) => {
      const last = page.polls.at(-1);
      return page.polls.length === POLL_LIST_SIZE && last ? { lastPollDate: last.start_date, lastId: last.poll_id } : null;
    },
    select: (data) => data.pages.flatMap((page) => page.polls),
    enabled,
  });
}
