// Wire shapes of the comics API (generated from backend/comics/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** `image` is 960 px wide, `thumbnail` 320 px. */
export type Comic = Schemas["ComicOut"];

/** The comic of the page (`entity`; 0 = the latest) and its neighbours; `publish_date` and `lastId`
 * are the next page's cursor, null when this was the last page. */
export type ComicPageResponse = Schemas["ComicPageOut"];

/** `myVote`: the reader's vote now, "" when they took it back. */
export type ComicVoteResponse = Schemas["ComicVoteOut"];
