// Wire shapes of the static pages (generated from backend/pages/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** The pages there are: the values of a page's `slug`. */
export type PageSlug = "contact" | "ethics" | "privacy" | "about";

export const PAGE_SLUGS: readonly PageSlug[] = ["contact", "ethics", "privacy", "about"];

export type ContactDetails = Schemas["ContactOut"];

/** `language` is the edition served ("mn" when the English one is missing); `body_html` was
 * sanitised by the server when saved. */
export type StaticPage = Schemas["PageOut"];

/** A tel: link for a phone number as written ("+976 7000 0001" -> "tel:+97670000001"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
