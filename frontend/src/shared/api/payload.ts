// What Django embeds in every page (#portal-data) and hands to the server renderer.
import type { Language } from "@/shared/i18n/language";

export interface EmbeddedQuery {
  status: number;
  data: unknown;
}

export interface PagePayload {
  lang: Language;
  /** The path inside the language (without the /en prefix), with its query string. */
  path: string;
  /** ISO time of the server when the page was made (also in <html data-time>). */
  serverTime: string;
  /** API responses the route needs, keyed by their URL (see apiUrl). */
  queries: Record<string, EmbeddedQuery>;
  siteUrl: string;
  /** Ad slots with a running creative (backend/web/ad_slots.py): only these reserve space. */
  adSlots?: Record<string, EmbeddedAdSlot>;
  /** A line for the foot of every page (backend pages.SiteNotice), e.g. that the content is a demo. */
  siteNotice?: string;
}

export interface EmbeddedAdSlot {
  width: number;
  height: number;
  pages: string[];
}

export interface HeadTags {
  title: string;
  description: string;
  image: string;
  type: "website" | "article";
}

/** What a server render reports besides its HTML (backend/web/ssr.py reads both). */
export interface RenderMeta {
  head: HeadTags;
  status: number;
  chunks: string[];
  unembedded: string[];
}

export function readPayload(doc: Document): PagePayload {
  const node = doc.getElementById("portal-data");
  return parsePayload(node?.textContent ?? "{}");
}

/** The page's data as the API gave it: the server packs each renditions map to "stem|160,320"
 * (backend/web/packing.py); here it becomes {"160": "stem-160.webp", …} again. */
export function parsePayload(json: string): PagePayload {
  // Written back in the text, as the server packed it, then parsed without a reviver: a reviver is
  // called for every value of the page's ~40 KB, and the parse took 2.5 times as long with it.
  return JSON.parse(json.replace(PACKED_RENDITIONS, unpackRenditions)) as PagePayload;
}

// Only structure can match: inside a JSON string every quote is escaped. The stem has neither a
// quote nor a backslash (web/packing.py packs no other), so it is written back as it stands.
const PACKED_RENDITIONS = /"renditions":"([^"\\|]*)\|([\d,]*)"/g;

function unpackRenditions(_match: string, stem: string, widths: string): string {
  const entries = widths.split(",").map((width) => `"${width}":"${stem}-${width}.webp"`);
  return `"renditions":{${entries.join(",")}}`;
}
