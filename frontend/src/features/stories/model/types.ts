// Wire shapes of the stories API (generated from backend/stories/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** `duration_ms`: how long the item stays before the viewer moves on. */
export type StoryItem = Schemas["StoryItemOut"];

/** `img_src` is the cover in the rail; `seen` is always false in the shared (cached) list: the
 * browser remembers what it saw. */
export type Story = Schemas["StoryOut"];

export type StoriesResponse = Schemas["StoriesOut"];
