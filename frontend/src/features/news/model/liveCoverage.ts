// A live article's coverage as the reader sees it, and how what the poll brings joins it. Nothing the
// poll brings moves the page by itself: new updates wait behind the "N new updates" notice until the
// reader taps it, and then come in above the ones already shown.
import type { LiveCoverage, LiveCursor, LiveKeyEvent, LivePageResponse, LiveUpdate } from "./readingTypes";

export interface LiveView {
  pinned: LiveUpdate | null;
  keyEvents: LiveKeyEvent[];
  /** The updates shown, in the coverage's order: newest first while live, oldest first once ended. */
  updates: LiveUpdate[];
  /** Where the next page of updates starts; null when every update is shown. */
  more: LiveCursor | null;
  isLive: boolean;
}

export function viewOf(coverage: LiveCoverage): LiveView {
  return {
    pinned: coverage.pinned,
    keyEvents: coverage.key_events,
    updates: coverage.updates,
    more: coverage.more,
    isLive: coverage.state === "live",
  };
}

/** Whether update `a` came after `b` (by time, then by id for updates of the same moment). */
function isAfter(a: LiveUpdate, b: LiveUpdate): boolean {
  const at = Date.parse(a.published_at);
  const bt = Date.parse(b.published_at);
  return at !== bt ? at > bt : a.id > b.id;
}

/** The updates of `latest` (a poll's answer) newer than every update the reader has: the notice's count. */
export function newUpdates(view: LiveView, latest: LiveCoverage): LiveUpdate[] {
  if (!view.isLive) return [];
  const newest = view.updates[0];
  const shown = new Set(view.updates.map((update) => update.id));
  return latest.updates.filter((update) => !shown.has(update.id) && (!newest || isAfter(update, newest)));
}

/**
 * The view once the reader takes what `latest` brings: the new updates on top, edits of the shown ones
 * in place, and the pinned post and key events as they are now. When more updates came than a poll
 * carries, the updates in between are not known: the view starts again from `latest`'s page.
 */
export function withLatest(view: LiveView, latest: LiveCoverage): LiveView {
  const fresh = newUpdates(view, latest);
  const edited = new Map(latest.updates.map((update) => [update.id, update]));
  const hasGap = fresh.length > 0 && fresh.length === latest.updates.length && view.updates.length > 0 && latest.more !== null;
  const updates = hasGap ? latest.updates : [...fresh, ...view.updates.map((update) => edited.get(update.id) ?? update)];
  return {
    pinned: latest.pinned,
    keyEvents: latest.key_events,
    updates,
    more: hasGap ? latest.more : view.more,
    // A coverage that ended while the reader read keeps its order on the page: it only stops polling.
    isLive: view.isLive,
  };
}

/** The view with the next page of updates added after the shown ones. */
export function withPage(view: LiveView, page: LivePageResponse): LiveView {
  const shown = new Set(view.updates.map((update) => update.id));
  return { ...view, updates: [...view.updates, ...page.updates.filter((update) => !shown.has(update.id))], more: page.more };
}

/** The element id of an update: key events and feed readers link to it. */
export function updateAnchor(id: number): string {
  return `update-${id}`;
}
