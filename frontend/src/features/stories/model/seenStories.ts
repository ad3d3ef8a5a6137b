// What this browser has seen of the stories, as kept in localStorage (pure; the hook does the I/O).
import type { Story } from "./types";

export const SEEN_STORAGE_KEY = "portal.stories.seen";
/** Enough for weeks of stories; the oldest marks drop off first. */
const MAX_REMEMBERED = 300;

export interface SeenStories {
  stories: number[];
  items: number[];
}

export const NOTHING_SEEN: SeenStories = { stories: [], items: [] };

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : []);

/** The stored marks; anything unreadable counts as nothing seen. */
export function parseSeen(raw: string | null): SeenStories {
  if (!raw) return NOTHING_SEEN;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SeenStories, unknown>> | null;
    return { stories: ids(value?.stories), items: ids(value?.items) };
  } catch {
    return NOTHING_SEEN;
  }
}

function remember(list: readonly number[], id: number): number[] {
  if (list.includes(id)) return [...list];
  return [...list, id].slice(-MAX_REMEMBERED);
}

/** Mark one item of a story seen; the story counts as seen from its first seen item. */
export function markItemSeen(seen: SeenStories, storyId: number, itemId: number): SeenStories {
  return { stories: remember(seen.stories, storyId), items: remember(seen.items, itemId) };
}

export function isStorySeen(seen: SeenStories, story: Pick<Story, "id" | "seen">): boolean {
  return story.seen || seen.stories.includes(story.id);
}

/** Where to start a story: its first item not yet seen, or the beginning when all were. */
export function firstUnseenItem(seen: SeenStories, story: { items: readonly { id: number }[] }): number {
  const index = story.items.findIndex((item) => !seen.items.includes(item.id));
  return index === -1 ? 0 : index;
}

/** Unseen stories first, each group in the server's order. */
export function orderStories<T extends Pick<Story, "id" | "seen">>(stories: readonly T[], seen: SeenStories): T[] {
  return [...stories.filter((story) => !isStorySeen(seen, story)), ...stories.filter((story) => isStorySeen(seen, story))];
}
