import { useQuery } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import type { PollEntityResponse } from "../model/types";

export type PollSource = "poll" | "detail" | "special";

const PATHS: Record<PollSource, string> = { poll: "/api/poll", detail: "/api/poll/detail", special: "/api/poll/special" };

export function pollKey(lang: string, source: PollSource, pollId: number): readonly unknown[] {
  return ["poll", lang, source, pollId];
}

/**
 * One poll with the reader's own answer (`/api/poll`, `/api/poll/detail` or `/api/poll/special`).
 * These are POSTs, so they run in the browser after the first paint; 0 means the latest poll.
 */
export function usePoll(source: PollSource, pollId = 0, enabled = true) {
  const { lang } = usePortal();
  return useQuery<PollEntityResponse, ApiRequestError>({
    queryKey: pollKey(lang, source, pollId),
    queryFn: ({ signal }) =>
      postForm<PollEntityResponse>(apiUrl(PATHS[source], { lang }), source === "special" ? {} : { pollId }, {}, signal),
    enabled,
    retry: (count, error) => error.status >= 500 && count < 1,
  });
}
