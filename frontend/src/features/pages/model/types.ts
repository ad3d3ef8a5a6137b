// Wire shapes of the static pages (backend/pages/schemas.py).

export type PageSlug = "contact" | "ethics" | "privacy" | "about";

export const PAGE_SLUGS: readonly PageSlug[] = ["contact", "ethics", "privacy", "about"];

export interface ContactDetails {
  address: string;
  sales_phone: string;
  sales_email: string;
  news_phone: string;
  news_email: string;
  web_address: string;
}

export interface StaticPage {
  slug: PageSlug;
  /** The edition served: "mn" when the English one is missing. */
  language: "mn" | "en";
  title: string;
  /** Sanitised by the server when saved. */
  body_html: string;
  updated_at: string;
  contact: ContactDetails | null;
}

/** A tel: link for a phone number as written ("+976 7000 0001" -> "tel:+97670000001"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
