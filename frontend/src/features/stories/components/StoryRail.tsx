import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useSeenStories } from "../api/useSeenStories";
import { useStories } from "../api/useStories";
import { firstUnseenItem, isStorySeen, orderStories } from "../model/seenStories";
import { StoryViewer } from "./StoryViewer";
import "./stories.css";

/** The front page's row of stories; seen ones (remembered by the browser) are dimmed and go last. */
export function StoryRail() {
  const { t } = useTranslation();
  const headingId = useId();
  const stories = useStories().data?.result ?? [];
  const { seen, markSeen } = useSeenStories();
  const [open, setOpen] = useState<{ story: number; item: number } | null>(null);
  const [order, setOrder] = useState<number[] | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const onSeen = useCallback((storyId: number, itemId: number) => markSeen(storyId, itemId), [markSeen]);

  const playable = stories.filter((story) => story.items.length > 0);
  if (playable.length === 0) return null;
  // The order is frozen while the viewer is open, so marking a story seen does not reshuffle it.
  const ordered = order ? order.flatMap((id) => playable.filter((story) => story.id === id)) : orderStories(playable, seen);

  const close = () => {
    setOpen(null);
    setOrder(null);
    opener.current?.focus();
  };

  return (
    <section className="story-rail" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t("stories.title")}
      </h2>
      <ul className="story-rail__list">
        {ordered.map((story, index) => {
          const isSeen = isStorySeen(seen, story);
          return (
            <li key={story.id} className="story-rail__item">
              <button
                type="button"
                className={`story-rail__button${isSeen ? " story-rail__button--seen" : ""}`}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOrder(ordered.map((entry) => entry.id));
                  setOpen({ story: index, item: firstUnseenItem(seen, story) });
                }}
              >
                <span className="story-rail__ring">
                  {story.img_src ? (
                    <img className="story-rail__cover" src={story.img_src} alt="" width={72} height={72} loading="lazy" />
                  ) : (
                    <span className="story-rail__cover story-rail__cover--empty" />
                  )}
                </span>
                <span className="story-rail__title">{story.title}</span>
                {isSeen && <span className="visually-hidden">{t("stories.seen")}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <StoryViewer
          stories={ordered}
          storyIndex={open.story}
          itemIndex={open.item}
          onMove={(story, item) => setOpen({ story, item })}
          onSeen={onSeen}
          onClose={close}
        />
      )}
    </section>
  );
}
