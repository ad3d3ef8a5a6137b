import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { fetchPolled, POLL_MS } from "@/shared/api/polling";
import type { Language } from "@/shared/i18n/language";
import { usePortal } from "@/shared/portal/PortalContext";
import { newUpdates, viewOf, withLatest, withPage, type LiveView } from "../model/liveCoverage";
import type { LiveCoverage, LiveCursor, LiveFeedResponse, LivePageResponse, LiveUpdate } from "../model/readingTypes";

/**
 * How often an open live page asks for new updates: one request per tick, the same for every reader,
 * which the front cache answers (shared/api/polling.ts), mostly a 304 to the browser's ETag.
 */
export const LIVE_POLL_MS = POLL_MS;

/** `/api/cache/news/live/{lid}`: the coverage's pinned post, key events and newest updates. */
export function liveFeedUrl(lang: Language, lid: string): string {
  return apiUrl(`/api/cache/news/live/${encodeURIComponent(lid)}`, { lang });
}

/** The page of updates after `cursor`, in the coverage's order. */
export function livePageUrl(lang: Language, lid: string, cursor: LiveCursor): string {
  return apiUrl(`/api/cache/news/live/${encodeURIComponent(lid)}/updates`, {
    lang,
    lastDate: cursor.lastDate,
    lastId: cursor.lastId,
  });
}

export interface LiveCoverageState {
  view: LiveView;
  /** Updates the poll brought that the reader has not taken in yet. */
  waiting: LiveUpdate[];
  /** The editor ended the coverage since the page was drawn (or it had ended). */
  hasEnded: boolean;
  /** Take in the waiting updates (the notice's button). */
  showWaiting: () => void;
  /** Add the next page of updates; resolves false when it failed. */
  loadMore: () => Promise<boolean>;
  isLoadingMore: boolean;
  hasLoadFailed: boolean;
}

/** A live article's coverage: drawn from the article's own read, then polled while it runs. */
export function useLiveCoverage(lid: string, initial: LiveCoverage): LiveCoverageState {
  const { lang } = usePortal();
  const [view, setView] = useState<LiveView>(() => viewOf(initial));
  const [isLoadingMore, setLoadingMore] = useState(false);
  const [hasLoadFailed, setLoadFailed] = useState(false);
  const url = liveFeedUrl(lang, lid);
  const [startedAt] = useState(() => Date.now());
  const feed = useQuery<LiveFeedResponse>({
    queryKey: [url],
    queryFn: ({ signal }) => fetchPolled<LiveFeedResponse>(url, signal),
    initialData: { live: initial },
    initialDataUpdatedAt: startedAt,
    staleTime: LIVE_POLL_MS,
    refetchInterval: (query) => (query.state.data?.live.state === "live" && view.isLive ? LIVE_POLL_MS : false),
  });
  const latest = feed.data.live;
  const viewRef = useRef(view);
  viewRef.current = view;

  const showWaiting = useCallback(() => setView((current) => withLatest(current, latest)), [latest]);

  const loadMore = useCallback(async () => {
    const cursor = viewRef.current.more;
    if (!cursor) return true;
    setLoadingMore(true);
    setLoadFailed(false);
    try {
      const page = await fetchJson<LivePageResponse>(livePageUrl(lang, lid, cursor));
      setView((current) => (current.more === cursor ? withPage(current, page) : current));
      return true;
    } catch {
      setLoadFailed(true);
      return false;
    } finally {
      setLoadingMore(false);
    }
  }, [lang, lid]);

  // With nothing shown yet there is nothing to keep in place: the first updates come in at once.
  useEffect(() => {
    if (view.isLive && view.updates.length === 0 && latest.updates.length > 0) setView((current) => withLatest(current, latest));
  }, [latest, view.isLive, view.updates.length]);

  return {
    view,
    waiting: newUpdates(view, latest),
    hasEnded: !view.isLive || latest.state === "ended",
    showWaiting,
    loadMore,
    isLoadingMore,
    hasLoadFailed,
  };
}
