import { useCallback, useEffect, useRef, useState } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl, postForm } from "@/shared/api/client";
import { NOTHING_SEEN, SEEN_STORAGE_KEY, markItemSeen, parseSeen, type SeenStories } from "../model/seenStories";

function load(): SeenStories {
  try {
    return parseSeen(window.localStorage.getItem(SEEN_STORAGE_KEY));
  } catch {
    return NOTHING_SEEN;
  }
}

/**
 * The reader's seen stories: read from localStorage after hydration (the server render shows
 * none as seen), and each newly seen story reported once with `POST /api/story/seen`.
 */
export function useSeenStories(): { seen: SeenStories; markSeen: (storyId: number, itemId: number) => void } {
  const { lang } = usePortal();
  const [seen, setSeen] = useState<SeenStories>(NOTHING_SEEN);
  const current = useRef(seen);

  useEffect(() => {
    current.current = load();
    setSeen(current.current);
  }, []);

  const markSeen = useCallback(
    (storyId: number, itemId: number) => {
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
    [lang],
  );

  return { seen, markSeen };
}
