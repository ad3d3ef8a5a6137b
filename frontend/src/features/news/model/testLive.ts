// Sample live updates and coverage for the tests of the live page.
import type { LiveCoverage, LiveUpdate } from "./readingTypes";

export function sampleUpdate(id: number, minute: number, fields: Partial<LiveUpdate> = {}): LiveUpdate {
  return {
    id,
    published_at: `2026-11-28T10:${String(minute).padStart(2, "0")}:00+08:00`,
    title: `u${id}`,
    body_blocks: [{ type: "paragraph", html: `text ${id}` }],
    image: "",
    renditions: {},
    image_width: null,
    image_height: null,
    image_caption: "",
    is_pinned: false,
    is_key_event: false,
    ...fields,
  };
}

export function sampleCoverage(updates: LiveUpdate[], fields: Partial<LiveCoverage> = {}): LiveCoverage {
  return {
    state: "live",
    started_at: "2026-11-28T09:00:00+08:00",
    ended_at: null,
    pinned: null,
    key_events: [],
    updates,
    more: null,
    ...fields,
  };
}
