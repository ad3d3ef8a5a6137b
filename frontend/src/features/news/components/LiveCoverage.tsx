import { useRef, type MouseEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import { useLiveCoverage } from "../api/useLiveCoverage";
import type { BlockContext } from "../blocks/blockContext";
import { useCoveredTop } from "../hooks/useCoveredTop";
import { updateAnchor } from "../model/liveCoverage";
import type { LiveCoverage as Coverage } from "../model/readingTypes";
import { LiveUpdateCard } from "./LiveUpdateCard";
import { RelativeTime } from "./RelativeTime";
import "../live.css";

/** How many pages a key event's link loads at most to reach an update not shown yet. */
const MAX_PAGES_TO_REACH = 10;
/** The new updates' notice stays this far below what covers the top of the screen (the sticky header). */
const NOTICE_GAP_PX = 8;

interface LiveCoverageProps {
  lid: string;
  coverage: Coverage;
  context: BlockContext;
}

/**
 * A live article's updates under its body: key events to jump to, the pinned post, then the updates,
 * newest first while the coverage runs. New ones wait behind a notice until the reader taps it.
 */
export function LiveCoverage({ lid, coverage, context }: LiveCoverageProps) {
  const { t } = useTranslation();
  const { base } = usePortal();
  const live = useLiveCoverage(lid, coverage);
  const { view, waiting } = live;
  const list = useRef<HTMLOListElement>(null);
  const coveredTop = useCoveredTop(waiting.length > 0);

  const showWaiting = () => {
    const first = waiting[0];
    live.showWaiting();
    // After the render that adds them: the reader asked for them, so go to the newest.
    requestAnimationFrame(() => {
      const target = first ? document.getElementById(updateAnchor(first.id)) : null;
      target?.scrollIntoView({ block: "start" });
      target?.focus({ preventScroll: true });
    });
  };

  const jumpTo = async (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    const anchor = updateAnchor(id);
    if (document.getElementById(anchor)) return; // shown: the link's own jump
    event.preventDefault();
    for (let page = 0; page < MAX_PAGES_TO_REACH && !document.getElementById(anchor); page += 1) {
      if (!(await live.loadMore())) return;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const target = document.getElementById(anchor);
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
    history.replaceState(history.state, "", `#${anchor}`);
  };

  return (
    <section className="live" aria-labelledby="live-heading" data-testid="live-coverage">
      <header className="live__head">
        <h2 id="live-heading" className="live__heading">
          {view.isLive && <span className="live-mark">{t("news.live")}</span>}
          {view.isLive ? t("live.heading") : t("live.headingEnded")}
        </h2>
        {live.hasEnded && view.isLive && (
          <p className="live__ended" role="status">
            {t("live.endedWhileReading")}
          </p>
        )}
        <a className="live__feed" href={`${base}/live/${encodeURIComponent(lid)}/rss`}>
          {t("live.feed")}
        </a>
      </header>
      {view.keyEvents.length > 0 && (
        <nav className="live__key-events" aria-labelledby="live-key-events">
          <h3 id="live-key-events">{t("live.keyEvents")}</h3>
          <ol>
            {view.keyEvents.map((event) => (
              <li key={event.id}>
                <a href={`#${updateAnchor(event.id)}`} onClick={(click) => void jumpTo(click, event.id)}>
                  <RelativeTime iso={event.published_at} />
                  <span>{event.title || t("live.untitled")}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {view.pinned && (
        <div className="live__pinned">
          <p className="live__pinned-label">{t("live.pinned")}</p>
          <LiveUpdateCard update={view.pinned} context={context} isPinnedCopy />
        </div>
      )}
      <div
        className="live__notice"
        aria-live="polite"
        style={coveredTop === undefined ? undefined : { top: `${coveredTop + NOTICE_GAP_PX}px` }}
      >
        {waiting.length > 0 && (
          <button type="button" className="button live__notice-button" onClick={showWaiting} data-testid="live-notice">
            {t("live.newUpdates", { count: waiting.length })}
          </button>
        )}
      </div>
      {view.updates.length === 0 ? (
        <p className="live__empty">{t("live.noUpdates")}</p>
      ) : (
        <ol className="live__updates" ref={list}>
          {view.updates.map((update) => (
            <li key={update.id}>
              <LiveUpdateCard update={update} context={context} />
            </li>
          ))}
        </ol>
      )}
      {view.more && (
        <LoadMoreButton
          onClick={() => void live.loadMore()}
          isLoading={live.isLoadingMore}
          hasFailed={live.hasLoadFailed}
          label={view.isLive ? t("live.older") : t("live.later")}
        />
      )}
    </section>
  );
}
