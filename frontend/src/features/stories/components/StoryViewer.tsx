import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import type { Story } from "../model/types";

interface StoryViewerProps {
  stories: readonly Story[];
  storyIndex: number;
  itemIndex: number;
  onMove: (storyIndex: number, itemIndex: number) => void;
  onSeen: (storyId: number, itemId: number) => void;
  onClose: () => void;
}

/** A press longer than this is a hold (pause), not a tap (step). */
const HOLD_MS = 250;
const FALLBACK_DURATION_MS = 5000;

/**
 * The full-screen story viewer: a modal <dialog> (focus stays inside, Esc closes), arrow keys
 * or taps on either half step through the items, each item advances after its duration with a
 * progress bar, and holding (or the pause button) pauses it.
 */
export function StoryViewer({ stories, storyIndex, itemIndex, onMove, onSeen, onClose }: StoryViewerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pressedAt = useRef(0);
  const [isHeld, setIsHeld] = useState(false);
  const [isPausedByButton, setIsPausedByButton] = useState(false);
  const story = stories[storyIndex];
  const item = story?.items[itemIndex];
  const isPaused = isHeld || isPausedByButton;

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    closeButton.current?.focus();
    return () => node?.close();
  }, []);

  useEffect(() => {
    if (story && item) onSeen(story.id, item.id);
  }, [story, item, onSeen]);

  if (!story || !item) return null;

  const next = () => {
    if (itemIndex + 1 < story.items.length) onMove(storyIndex, itemIndex + 1);
    else if (storyIndex + 1 < stories.length) onMove(storyIndex + 1, 0);
    else onClose();
  };
  const previous = () => {
    if (itemIndex > 0) onMove(storyIndex, itemIndex - 1);
    else if (storyIndex > 0) onMove(storyIndex - 1, Math.max(0, (stories[storyIndex - 1]?.items.length ?? 1) - 1));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    }
  };
  const press = (event: PointerEvent) => {
    if (event.button !== 0) return;
    pressedAt.current = Date.now();
    setIsHeld(true);
  };
  const release = () => setIsHeld(false);
  // A tap steps; the end of a hold only resumes.
  const tap = (step: () => void) => () => {
    const wasHold = pressedAt.current > 0 && Date.now() - pressedAt.current > HOLD_MS;
    pressedAt.current = 0;
    if (!wasHold) step();
  };

  const duration = item.duration_ms > 0 ? item.duration_ms : FALLBACK_DURATION_MS;
  return (
    <dialog
      ref={dialog}
      className="story-viewer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="story-viewer__frame">
        <ol className="story-viewer__progress" aria-hidden="true">
          {story.items.map((entry, index) => (
            <li key={entry.id} className="story-viewer__track">
              <span
                key={index === itemIndex ? `${story.id}-${entry.id}` : undefined}
                className={`story-viewer__fill${index < itemIndex ? " story-viewer__fill--done" : ""}${index === itemIndex ? " story-viewer__fill--running" : ""}`}
                style={index === itemIndex ? { animationDuration: `${duration}ms`, animationPlayState: isPaused ? "paused" : "running" } : undefined}
                onAnimationEnd={index === itemIndex ? next : undefined}
              />
            </li>
          ))}
        </ol>
        <div className="story-viewer__bar">
          <h2 id={titleId} className="story-viewer__title">
            {story.title}
          </h2>
          <p className="story-viewer__position" aria-live="polite">
            {t("stories.position", { current: itemIndex + 1, total: story.items.length })}
          </p>
          <button
            type="button"
            className="story-viewer__control"
            aria-pressed={isPausedByButton}
            onClick={() => setIsPausedByButton(!isPausedByButton)}
          >
            {isPausedByButton ? t("stories.play") : t("stories.pause")}
          </button>
          <button ref={closeButton} type="button" className="story-viewer__control" onClick={onClose}>
            {t("stories.close")}
          </button>
        </div>
        <figure className="story-viewer__item">
          {item.img_src ? (
            <img key={item.id} className="story-viewer__image" src={item.img_src} alt={item.caption || story.title} width={960} height={1200} />
          ) : (
            <span className="story-viewer__image story-viewer__image--empty" aria-hidden="true" />
          )}
          {(item.caption || item.link_url) && (
            <figcaption className="story-viewer__caption">
              {item.caption}
              {item.link_url && (
                <a className="story-viewer__link" href={item.link_url}>
                  {t("stories.more")}
                </a>
              )}
            </figcaption>
          )}
        </figure>
        <button
          type="button"
          className="story-viewer__zone story-viewer__zone--previous"
          aria-label={t("stories.previous")}
          onPointerDown={press}
          onPointerUp={release}
          onPointerLeave={release}
          onClick={tap(previous)}
        />
        <button
          type="button"
          className="story-viewer__zone story-viewer__zone--next"
          aria-label={t("stories.next")}
          onPointerDown={press}
          onPointerUp={release}
          onPointerLeave={release}
          onClick={tap(next)}
        />
      </div>
    </dialog>
  );
}
