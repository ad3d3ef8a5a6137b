// Wire shapes of the ad endpoints (backend/ads/schemas.py) and of the page's embedded slot table.
import type { EmbeddedAdSlot } from "@/shared/api/payload";

/** The banner chosen for a slot: an image (with its alt text) or sanitised HTML. */
export interface Creative {
  id: number;
  kind: "image" | "html" | string;
  image_url: string;
  html: string;
  alt_text: string;
  link_url: string;
  /** Counts the click, then redirects to link_url; "" when there is nowhere to go. */
  click_url: string;
}

/** One filled slot of `GET /api/ads`. */
export interface FilledSlot {
  html_id: string;
  width: number;
  height: number;
  creative: Creative;
}

export interface AdsResponse {
  slots: FilledSlot[];
}

export interface AdConfig {
  sdk_enabled: boolean;
  sdk_url: string;
}

/** Slots the server knows have a running creative (embedded in every page as `adSlots`). */
export type ActiveSlots = Record<string, EmbeddedAdSlot>;

/** The page kinds the ad server knows; anything else is "other" (only "all" slots show there). */
export type PageKind = "home" | "article" | "category" | "other";
