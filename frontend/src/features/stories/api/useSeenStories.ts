import { useCallback, useEffect, useRef, useState } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm } from "@/shared/api/client";
import { whenIdle } from "@/shared/lib/whenIdle";
import { NOTHING_SEEN, SEEN_STORAGE_KEY, markItemSeen, parseSeen, type SeenStories } from "../model/seenStories";

function load(): SeenStories {
  try {
    return parseSeen(window.localStorage.getItem(SEEN_STORAGE_KEY));
  } catch {
    return NOTHING_SEEN;
  }
}

/**
 * The reader's seen stories: read from localStorage once the page is idle (the server render shows
 * none as seen), and each newly seen story reported once with `POST /api/story/seen`.
 */
export function useSeenStories(): { seen: SeenStories; markSeen: (storyId: number, itemId: number) => void } {
  const { lang } = usePortal();
  const [seen, setSeen] = useState<SeenStories>(NOTHING_SEEN);
  const current = useRef(seen);
  const isLoaded = useRef(false);
  const ensureLoaded = useCallback(() => {
    if (isLoaded.current) return;
    isLoaded.current = true;
    current.current = load();
  }, []);

  // The first localStorage read is a synchronous trip to the browser's storage (a few ms on a
  // phone, in the task right after hydration): the seen marks can wait until the page is idle.
  useEffect(
    () =>
      whenIdle(() => {
        ensureLoaded();
        setSeen(current.current);
      }),
    [ensureLoaded],
  );

  const markSeen = useCallback(
    (storyId: number, itemId: number) => {
      ensureLoaded(); // a story opened before the idle read keeps the marks made before it
      const before = current.current;
      if (before.items.includes(itemId) && before.stories.includes(storyId)) return;
      const next = markItemSeen(before, storyId, itemId);
      current.current = next;
      setSeen(next);
      try {
        window.localStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private mode: the story is still reported below.
      }
      if (!before.stories.includes(storyId)) {
        // Best effort: a failed report only loses the newsroom's count.
        postForm(apiUrl("/api/story/seen", { lang }), { id: storyId }).catch(() => undefined);
      }
    },
    [lang, ensureLoaded],
  );

  return { seen, markSeen };
}
