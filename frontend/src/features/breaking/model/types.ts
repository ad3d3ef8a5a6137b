// Wire shapes of the breaking-news strip (generated from backend/news/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** The flagged story: its link id, title, and `until`, when the strip ends (ISO 8601 with offset). */
export type BreakingStory = Schemas["BreakingStoryOut"];

/** `breaking` is null while the newsroom flags no story. */
export type BreakingResponse = Schemas["BreakingOut"];
