// What Django embeds in every page (#portal-data) and hands to the server renderer.
import type { Language } from "@/shared/i18n/language";
import { readUrl } from "./client";

export interface EmbeddedQuery {
  status: number;
  data: unknown;
}

/** One read the server made for the page (the reads app/screens.ts declares), with its answer. */
export interface EmbeddedRead {
  /** The declared API path, its `:name` segments unfilled: "/api/cache/fetch/:categoryid/i". */
  api: string;
  /** The values the read was made with: its `:name` segments' and its query parameters, not `lang`. */
  args: Record<string, string | number>;
  status: number;
  data: unknown;
  /** Present on the site layout's reads (the header's menus, the sidebar), which a kept shell draws. */
  layout?: true;
}

/** The page's data as the server writes it; parsePayload makes a PagePayload of it. */
interface WirePayload extends Omit<PagePayload, "queries" | "layoutQueries"> {
  reads?: EmbeddedRead[];
}

export interface PagePayload {
  lang: Language;
  /** The path inside the language (without the /en prefix), with its query string. */
  path: string;
  /** ISO time of the server when the page was made (also in <html data-time>). */
  serverTime: string;
  /** The embedded answers keyed by their URL (readUrl), as the hooks ask for them. */
  queries: Record<string, EmbeddedQuery>;
  /** Those of the site layout's reads (entry-server keeps a shell drawn from these alone). */
  layoutQueries: Record<string, EmbeddedQuery>;
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

/**
 * The page's data, its reads keyed by the URLs the hooks ask for, the answers as the API gave
 * them: the server packs each renditions map to "stem|160,320" (backend/performance/packing.py); here it
 * becomes {"160": "stem-160.webp", …} again.
 */
export function parsePayload(json: string): PagePayload {
  // Written back in the text, as the server packed it, then parsed without a reviver: a reviver is
  // called for every value of the page's ~40 KB, and the parse took 2.5 times as long with it.
  const { reads = [], ...page } = JSON.parse(json.replace(PACKED_RENDITIONS, unpackRenditions)) as WirePayload;
  const queries: Record<string, EmbeddedQuery> = {};
  const layoutQueries: Record<string, EmbeddedQuery> = {};
  for (const read of reads) {
    let url: string;
    try {
      url = readUrl(read.api, read.args, page.lang);
    } catch (error) {
      // One read the page cannot key is fetched again by its screen; the rest of the page stands.
      console.error("an embedded read without its key", read.api, error);
      continue;
    }
    const answer: EmbeddedQuery = { status: read.status, data: read.data };
    queries[url] = answer;
    if (read.layout) layoutQueries[url] = answer;
  }
  return { ...page, queries, layoutQueries };
}

// Only structure can match: inside a JSON string every quote is escaped. The stem has neither a
// quote nor a backslash (performance/packing.py packs no other), so it is written back as it stands.
const PACKED_RENDITIONS = /"renditions":"([^"\\|]*)\|([\d,]*)"/g;

function unpackRenditions(_match: string, stem: string, widths: string): string {
  const entries = widths.split(",").map((width) => `"${width}":"${stem}-${width}.webp"`);
  return `"renditions":{${entries.join(",")}}`;
}
