// What the service worker keeps for offline reading, for how long and within what size: the rules,
// as plain functions that the worker (src/sw/sw.ts), the pages and the tests share. Nothing here
// touches a cache or the network. docs/adr/031-offline-reading-worker.md says why these rules.

export type Edition = "mn" | "en";

/** Every kept page and picture is evicted this long after it was kept. */
export const KEEP_HOURS = 72;
export const KEEP_MS = KEEP_HOURS * 60 * 60 * 1000;
/** What "Save for offline" may store at most: the stories' documents, their code and small pictures. */
export const SAVE_BUDGET_BYTES = 5 * 1024 * 1024;
/** The pictures saved with a story: at most this many, each the rendition nearest this width. */
export const PICTURES_PER_STORY = 3;
export const SMALL_PICTURE_WIDTH = 480;
/** Pages kept because the reader opened them, API answers and pictures: the oldest go first beyond these. */
export const MAX_VISITED_PAGES = 40;
export const MAX_API_ANSWERS = 150;
export const MAX_PICTURES = 150;

/** The caches, by what they hold. The shell (the saved-stories screen) belongs to one release. */
export const CACHE_PREFIX = "portal-";
export const CACHE_NAMES = {
  pages: "portal-pages-v1",
  assets: "portal-assets-v1",
  api: "portal-api-v1",
  pictures: "portal-pictures-v1",
  state: "portal-state-v1",
} as const;
export const shellCacheName = (version: string): string => `portal-shell-${version}`;

/** The header of a kept answer that says what it is and when it was kept (KeptMeta as JSON). */
export const META_HEADER = "X-Offline-Meta";
/** The worker asks its client to keep a page or to save stories through these messages. */
export const SAVE_MESSAGE = "offline:save";

export type KeptKind = "visited" | "saved" | "shell" | "api" | "asset" | "picture";

export interface KeptMeta {
  /** The path (and query for API answers) the entry answers. */
  url: string;
  kind: KeptKind;
  /** Milliseconds since the epoch. */
  savedAt: number;
  title?: string;
  edition?: Edition;
  bytes?: number;
  /** The static files and pictures a kept page needs to draw offline (for pruning). */
  needs?: string[];
}

export interface StoryToSave {
  /** The article's path, e.g. "/en/ab12cd/r". */
  url: string;
  title: string;
}

export interface SaveReport {
  saved: number;
  skipped: number;
  bytes: number;
  budget: number;
  failed: boolean;
}

// ---- which requests and pages ----

const ARTICLE = /^(?:\/en)?\/[A-Za-z0-9]{4,16}\/r\/?$/;
const SAVED = /^(?:\/en)?\/saved\/?$/i;

export function editionOf(pathname: string): Edition {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "mn";
}

/** One key per page: no query string, "/en" is "/en/", no trailing slash elsewhere. */
export function pageKey(pathname: string): string {
  if (pathname === "/" || pathname === "/en" || pathname === "/en/") return pathname === "/" ? "/" : "/en/";
  return pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** Which of the pages the worker keeps this is: the front page, an article or the saved list. */
export function keptPageKind(pathname: string): "front" | "article" | "saved" | null {
  const key = pageKey(pathname);
  if (key === "/" || key === "/en/") return "front";
  if (ARTICLE.test(key)) return "article";
  if (SAVED.test(key)) return "saved";
  return null;
}

export function articlePath(lid: string, edition: Edition): string {
  return `${edition === "en" ? "/en" : ""}/${lid}/r`;
}

export function savedListPath(edition: Edition): string {
  return edition === "en" ? "/en/saved" : "/saved";
}

/** The newsroom and its sign-in: never answered by the worker, and a sign that an editor is about. */
export function isNewsroomPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** A visit to one of these says no editor is signed in (the sign-in form, the sign-out). */
export function isSignedOutPath(pathname: string): boolean {
  return pathname.startsWith("/admin/login/") || pathname.startsWith("/admin/logout/");
}

/** An answer that depends on who asks (a signed-in editor's page) is never kept. */
export function isPrivateAnswer(cacheControl: string | null): boolean {
  return !!cacheControl && /\b(private|no-store)\b/i.test(cacheControl);
}

// ---- expiry and size ----

export function isExpired(meta: Pick<KeptMeta, "savedAt">, now: number): boolean {
  return now - meta.savedAt >= KEEP_MS || meta.savedAt > now + 60_000;
}

/** The entries to evict: the expired, then the oldest of each kind beyond its cap. */
export function toEvict(metas: readonly KeptMeta[], now: number, caps: Partial<Record<KeptKind, number>> = {}): KeptMeta[] {
  const evicted = metas.filter((meta) => isExpired(meta, now));
  const left = metas.filter((meta) => !isExpired(meta, now));
  for (const [kind, cap] of Object.entries(caps) as [KeptKind, number][]) {
    const ofKind = left.filter((meta) => meta.kind === kind).sort((a, b) => b.savedAt - a.savedAt);
    evicted.push(...ofKind.slice(cap));
  }
  return evicted;
}

/** Static files and pictures no kept page needs any more and older than the keeping time. */
export function unneededFiles(files: readonly KeptMeta[], pages: readonly KeptMeta[], now: number): KeptMeta[] {
  const needed = new Set(pages.filter((page) => !isExpired(page, now)).flatMap((page) => page.needs ?? []));
  return files.filter((file) => !needed.has(file.url) && isExpired(file, now));
}

/**
 * A running total against the save budget: `take(bytes)` says whether one more item fits, and
 * counts it when it does. Stories are saved in the front page's order, so the top ones come first.
 */
export class Budget {
  used = 0;
  constructor(readonly limit: number = SAVE_BUDGET_BYTES) {}

  fits(bytes: number): boolean {
    return this.used + bytes <= this.limit;
  }

  take(bytes: number): boolean {
    if (!this.fits(bytes)) return false;
    this.used += bytes;
    return true;
  }
}

/** "4.2 MB" / "512 KB", in the reader's language's number format. */
export function formatBytes(bytes: number, language: Edition): string {
  const locale = language === "mn" ? "mn-MN" : "en-GB";
  if (bytes >= 1024 * 1024) {
    const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
    return `${value} MB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

// ---- what a page needs ----

export interface PageNeeds {
  /** The stylesheets, fonts, the first script, the app's code and UI strings (all under /static/). */
  files: string[];
  /** The pictures of the story, one small rendition each, in the page's order. */
  pictures: string[];
  title: string;
}

const STATIC_IN_HEAD = /["'(](\/static\/[^"'()\s<>]+)/g;
const IMG_TAG = /<img\b[^>]*>/gi;
const TITLE = /<title>([^<]*)<\/title>/i;
const BODY_START = /<body\b[^>]*>/i;

function attribute(tag: string, name: string): string | null {
  const found = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return found ? decodeEntities(found[1]!) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The rendition of a `srcset` nearest `width` from above (the widest when none is that wide), else `src`. */
export function smallRendition(src: string | null, srcset: string | null, width: number = SMALL_PICTURE_WIDTH): string | null {
  const candidates = (srcset ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .map(([url, size]) => ({ url: url ?? "", width: Number((size ?? "").replace(/w$/, "")) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width) && candidate.width > 0)
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return src || null;
  return (candidates.find((candidate) => candidate.width >= width) ?? candidates.at(-1)!).url;
}

/**
 * What the server's HTML of a page needs to draw offline: the static files its head names (and
 * those `#portal-code` names, which boot.ts fetches after the first paint) and its story pictures
 * (the <img> tags of the drawn page; the embedded data's pictures of other stories are left out).
 */
export function pageNeeds(html: string, maxPictures: number = PICTURES_PER_STORY): PageNeeds {
  const headEnd = html.search(BODY_START);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const files = [...new Set([...head.matchAll(STATIC_IN_HEAD)].map((found) => decodeEntities(found[1]!)))];
  const pictures: string[] = [];
  for (const tag of html.slice(Math.max(headEnd, 0)).match(IMG_TAG) ?? []) {
    const picture = smallRendition(attribute(tag, "src"), attribute(tag, "srcset"));
    if (picture && picture.startsWith("/media/") && !pictures.includes(picture)) pictures.push(picture);
    if (pictures.length >= maxPictures) break;
  }
  const title = decodeEntities(TITLE.exec(head)?.[1]?.trim() ?? "");
  return { files, pictures, title };
}

/** Renditions of one picture differ only by their width (`…/83d4f4b0-480.webp`): any one will do offline. */
export function pictureFamily(path: string): string {
  return path.replace(/-\d+(\.\w+)$/, "$1");
}

// ---- kept entries' metadata ----

export function encodeMeta(meta: KeptMeta): string {
  return encodeURIComponent(JSON.stringify(meta));
}

export function decodeMeta(value: string | null): KeptMeta | null {
  if (!value) return null;
  try {
    const meta = JSON.parse(decodeURIComponent(value)) as KeptMeta;
    return typeof meta.url === "string" && typeof meta.savedAt === "number" ? meta : null;
  } catch {
    return null;
  }
}

/** The saved stories a reader's list shows: articles kept by a visit or a save (not the front page), newest first, none expired. */
export function savedList(metas: readonly KeptMeta[], edition: Edition, now: number): KeptMeta[] {
  return metas
    .filter((meta) => (meta.kind === "visited" || meta.kind === "saved") && keptPageKind(meta.url) === "article" && !isExpired(meta, now))
    .filter((meta) => (meta.edition ?? editionOf(meta.url)) === edition)
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** A page's title without the site's name after it ("Headline · Site" -> "Headline"). */
export function storyTitle(title: string): string {
  const cut = title.lastIndexOf(" · ");
  return cut > 0 ? title.slice(0, cut) : title;
}

/**
 * When a kept page was saved, for the reader: the time alone today ("08:14"), with the day otherwise.
 * `timeZone` is the reader's own unless a test names one.
 */
export function savedAtText(savedAt: number, now: number, language: Edition, timeZone?: string): { time: string; isToday: boolean } {
  const locale = language === "mn" ? "mn-MN" : "en-GB";
  const day = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  const isToday = day(savedAt) === day(now);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(savedAt);
  if (isToday) return { time, isToday };
  const date = new Intl.DateTimeFormat(locale, { timeZone, month: "short", day: "numeric" }).format(savedAt);
  return { time: `${date}, ${time}`, isToday };
}
