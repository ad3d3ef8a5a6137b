// Wire shapes of the ad endpoints (generated from backend/ads/schemas.py: shared/api/schema.d.ts)
// and of the page's embedded slot table.
import type { EmbeddedAdSlot } from "@/shared/api/payload";
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** The banner chosen for a slot: an image (with its alt text) or sanitised HTML. `click_url` counts
 * the click, then redirects to `link_url`; "" when there is nowhere to go. */
export type Creative = Schemas["CreativeOut"];

/** One filled slot of `GET /api/ads`. */
export type FilledSlot = Schemas["SlotOut"];

export type AdsResponse = Schemas["AdsOut"];

export type AdConfig = Schemas["AdConfigOut"];

/** Slots the server knows have a running creative (embedded in every page as `adSlots`). */
export type ActiveSlots = Record<string, EmbeddedAdSlot>;

/** The page kinds the ad server knows; anything else is "other" (only "all" slots show there). */
export type PageKind = "home" | "article" | "category" | "other";
