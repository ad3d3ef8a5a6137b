// The service worker, served at /sw.js (backend web/offline.py) so that it covers every page.
// Built on its own by frontend/build-sw.mjs (one script, no imports at run time).
//
// Online, pages and API answers come from the network; the worker only keeps copies and falls
// back to them when the network fails. It keeps the front page of each edition, each article the
// reader opens and the top stories "Save for offline" asks for (features/offline), 72 hours.
// The newsroom never goes through it. docs/adr/031-offline-reading-worker.md has the reasons.
import { offline as enText } from "../shared/i18n/locales/en.json";
import { offline as mnText } from "../shared/i18n/locales/mn.json";
import {
  Budget,
  CACHE_NAMES,
  CACHE_PREFIX,
  decodeMeta,
  editionOf,
  encodeMeta,
  isNewsroomPath,
  isPrivateAnswer,
  isSignedOutPath,
  keptPageKind,
  MAX_API_ANSWERS,
  MAX_PICTURES,
  MAX_VISITED_PAGES,
  META_HEADER,
  pageKey,
  pageNeeds,
  pictureFamily,
  SAVE_MESSAGE,
  savedAtText,
  savedListPath,
  shellCacheName,
  storyTitle,
  toEvict,
  unneededFiles,
  articlePath,
  type Edition,
  type KeptKind,
  type KeptMeta,
  type SaveReport,
  type StoryToSave,
} from "../features/offline/model/keeping";
import { installPushHandlers, type PushScope } from "../features/alerts/pushHandlers";

// The worker's own types: the project's TypeScript program has the DOM's, not a worker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerClient {
  readonly url: string;
  readonly type: string;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void>; matchAll(options?: { type?: string }): Promise<readonly WorkerClient[]> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

declare const __OFFLINE_VERSION__: string;
declare const self: WorkerScope;

// Each build names its release: a new one installs, takes over at once and drops the old shell.
const VERSION = typeof __OFFLINE_VERSION__ === "string" ? __OFFLINE_VERSION__ : "dev";
const SHELL = shellCacheName(VERSION);
const CURRENT_CACHES = new Set<string>([...Object.values(CACHE_NAMES), SHELL]);
const TEXT: Record<Edition, typeof enText> = { mn: mnText, en: enText };
// Hashed build files never change under their name (the same test WhiteNoise makes).
const HASHED = /[.-][0-9a-zA-Z_-]{8,12}\.\w+$/;
const ARTICLE_READ = /^\/api\/cache\/news\/read\/([A-Za-z0-9]{4,16})$/;
// How long a sign-in to the newsroom keeps the worker out of the way when no sign-out is seen.
const NEWSROOM_MS = 12 * 60 * 60 * 1000;
const NEWSROOM_KEY = "/__offline/newsroom";
const EVICT_EVERY_MS = 60_000;

// ---- the newsroom: never intercepted ----

let newsroomSince: number | null | undefined; // undefined until read from the state cache

async function newsroomState(): Promise<boolean> {
  if (newsroomSince === undefined) {
    const kept = await (await caches.open(CACHE_NAMES.state)).match(NEWSROOM_KEY);
    newsroomSince = kept ? Number(await kept.text()) || null : null;
  }
  return newsroomSince !== null && Date.now() - newsroomSince < NEWSROOM_MS;
}

async function setNewsroom(on: boolean): Promise<void> {
  newsroomSince = on ? Date.now() : null;
  const cache = await caches.open(CACHE_NAMES.state);
  if (on) await cache.put(NEWSROOM_KEY, new Response(String(newsroomSince)));
  else await cache.delete(NEWSROOM_KEY);
}

// ---- keeping answers ----

const absolute = (path: string): string => new URL(path, self.location.origin).href;

async function keep(cacheName: string, key: string, response: Response, meta: KeptMeta, body?: ArrayBuffer): Promise<number> {
  const bytes = body ?? (await response.arrayBuffer());
  const headers = new Headers(response.headers);
  // The body is kept decoded: these described the bytes on the wire.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(META_HEADER, encodeMeta({ ...meta, bytes: bytes.byteLength }));
  const cache = await caches.open(cacheName);
  await cache.put(absolute(key), new Response(bytes, { status: response.status, statusText: response.statusText, headers }));
  return bytes.byteLength;
}

async function metasOf(cacheName: string): Promise<KeptMeta[]> {
  const cache = await caches.open(cacheName);
  const metas: KeptMeta[] = [];
  for (const request of await cache.keys()) {
    const meta = decodeMeta((await cache.match(request))?.headers.get(META_HEADER) ?? null);
    metas.push(meta ?? { url: new URL(request.url).pathname, kind: "asset", savedAt: 0 });
  }
  return metas;
}

async function drop(cacheName: string, metas: readonly KeptMeta[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(metas.map((meta) => cache.delete(absolute(meta.url))));
}

let lastEviction = 0;

/** Evicts what is older than the keeping time or beyond the caps, and files no kept page needs. */
async function evict(force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - lastEviction < EVICT_EVERY_MS) return;
  lastEviction = now;
  const pages = await metasOf(CACHE_NAMES.pages);
  const evictedPages = toEvict(pages, now, { visited: MAX_VISITED_PAGES });
  await drop(CACHE_NAMES.pages, evictedPages);
  const kept = [...pages.filter((page) => !evictedPages.includes(page)), ...(await metasOf(SHELL))];
  await drop(CACHE_NAMES.api, toEvict(await metasOf(CACHE_NAMES.api), now, { api: MAX_API_ANSWERS }));
  await drop(CACHE_NAMES.assets, unneededFiles(await metasOf(CACHE_NAMES.assets), kept, now));
  const pictures = await metasOf(CACHE_NAMES.pictures);
  const needed = new Set(kept.flatMap((page) => page.needs ?? []));
  const loose = pictures.filter((picture) => !needed.has(picture.url));
  await drop(CACHE_NAMES.pictures, [...unneededFiles(pictures, kept, now), ...toEvict(loose, now, { picture: MAX_PICTURES })]);
}

interface Fetched {
  url: string;
  response: Response;
  body: ArrayBuffer;
}

/** The files of `urls` the cache does not hold yet, fetched (`mode`: from the browser's cache only, or anywhere). */
async function fetchMissing(cacheName: string, urls: readonly string[], mode: RequestCache): Promise<Fetched[]> {
  const cache = await caches.open(cacheName);
  const found = await Promise.all(
    urls.map(async (url): Promise<Fetched | null> => {
      if (await cache.match(absolute(url), { ignoreVary: true })) return null;
      try {
        const response = await fetch(url, mode === "only-if-cached" ? { cache: mode, mode: "same-origin" } : { cache: mode });
        if (!response.ok || response.type !== "basic") return null;
        return { url, response, body: await response.arrayBuffer() };
      } catch {
        return null;
      }
    }),
  );
  return found.filter((item): item is Fetched => item !== null);
}

async function keepFiles(fetched: readonly Fetched[], savedAt: number): Promise<void> {
  await Promise.all(
    fetched.map((file) => {
      const isPicture = file.url.startsWith("/media/");
      const kind: KeptKind = isPicture ? "picture" : "asset";
      return keep(isPicture ? CACHE_NAMES.pictures : CACHE_NAMES.assets, file.url, file.response, { url: file.url, kind, savedAt }, file.body);
    }),
  );
}

/**
 * Keeps a page's HTML and what it needs to draw: its code and styles (from the browser's cache,
 * where the page just put them) and, for a saved story, its small pictures. Returns the bytes
 * kept, or null when the budget had no room for them.
 */
async function keepPage(path: string, response: Response, kind: KeptKind, budget?: Budget): Promise<number | null> {
  const html = await response.text();
  const needs = pageNeeds(html);
  const savedAt = Date.now();
  // A story saved ahead fetches what the reader has not loaded; an opened page takes its files
  // from the browser's cache (loaded a moment ago), never again over the line.
  const files = await fetchMissing(CACHE_NAMES.assets, needs.files, budget ? "default" : "force-cache");
  const pictures = await fetchMissing(CACHE_NAMES.pictures, needs.pictures, budget ? "default" : "only-if-cached");
  const body = new TextEncoder().encode(html);
  const bytes = body.byteLength + [...files, ...pictures].reduce((sum, file) => sum + file.body.byteLength, 0);
  if (budget && !budget.take(bytes)) return null;
  await keepFiles([...files, ...pictures], savedAt);
  const key = pageKey(path);
  const meta: KeptMeta = {
    url: key,
    kind,
    savedAt,
    title: storyTitle(needs.title),
    edition: editionOf(key),
    needs: [...needs.files, ...needs.pictures],
  };
  await keep(kind === "shell" ? SHELL : CACHE_NAMES.pages, key, response, meta, body.buffer);
  return bytes;
}

/** A page's HTML as a reader's visit would fetch it; null when it is no page to keep (gone, an editor's). */
async function fetchPage(path: string, cache: RequestCache = "default"): Promise<Response | null> {
  const response = await fetch(path, { cache, credentials: "same-origin", redirect: "follow" });
  const html = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!response.ok || !html || response.redirected) return null;
  if (isPrivateAnswer(response.headers.get("Cache-Control"))) {
    await setNewsroom(true);
    return null;
  }
  return response;
}

/** The article an API read opened in the app (a tap on a card, no document fetched): its page is kept too. */
async function keepOpenedArticle(answer: Response): Promise<void> {
  const data = (await answer.json()) as { entity?: { lid?: string; language?: string } };
  const lid = data.entity?.lid;
  if (!lid) return;
  const path = articlePath(lid, data.entity?.language === "en" ? "en" : "mn");
  const kept = await (await caches.open(CACHE_NAMES.pages)).match(absolute(path));
  const meta = decodeMeta(kept?.headers.get(META_HEADER) ?? null);
  if (meta && Date.now() - meta.savedAt < EVICT_EVERY_MS * 10) return;
  const page = await fetchPage(path);
  if (page) await keepPage(path, page, "visited");
}

// ---- answering offline ----

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (letter) => `&#${letter.charCodeAt(0)};`);
const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

// Outside #root, so the app's hydration never sees it; painted with the theme's colours.
const NOTICE_STYLE =
  "margin:0;padding:8px 16px;font:14px/1.4 system-ui,sans-serif;background:var(--tint,#eaf2fa);color:var(--ink,#17202a);" +
  "border-bottom:1px solid var(--line,#dde3ea);text-align:center";

/** A kept page, with a line that says it comes from this device and when it was saved. */
async function fromDevice(kept: Response, edition: Edition): Promise<Response> {
  const meta = decodeMeta(kept.headers.get(META_HEADER));
  const html = await kept.text();
  const text = TEXT[edition];
  const when = meta ? fill(text.savedAt, { time: savedAtText(meta.savedAt, Date.now(), edition).time }) : text.fromDevice;
  const notice =
    `<p class="offline-notice" role="status" data-saved-at="${meta?.savedAt ?? ""}" style="${NOTICE_STYLE}">` +
    `${escapeHtml(when)} · <a href="${savedListPath(edition)}" style="color:var(--link,#0b4f8a)">${escapeHtml(text.savedLink)}</a></p>`;
  const marked = html.replace(/<body\b[^>]*>/i, (tag) => tag + notice);
  const headers = new Headers(kept.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(marked, { status: 200, headers });
}

/** The page for a page not kept: in the reader's language, one tap from the saved stories. */
function offlinePage(edition: Edition, url: URL): Response {
  const text = TEXT[edition];
  const home = edition === "en" ? "/en/" : "/";
  const html = `<!doctype html>
<html lang="${edition}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(text.offlineTitle)}</title>
<style>
/* The theme's colours (styles/theme.css: --page, --ink, --heading, --link, --accent): this page has no stylesheet to load. */
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f8;color:#17202a}
main{max-width:36rem;margin:0 auto;padding:48px 20px}
h1{font-size:1.5rem;margin:0 0 12px;color:#08335a}
p{margin:0 0 24px}
nav{display:flex;flex-wrap:wrap;gap:12px}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:6px;border:1px solid #0b4f8a;color:#0b4f8a;text-decoration:none;font-weight:600}
a.primary{background:#0b4f8a;color:#fff}
@media (prefers-color-scheme: dark){body{background:#0f141a;color:#e7ecf1}h1{color:#c3dcf5}a{border-color:#8fc1f2;color:#8fc1f2}a.primary{background:#2a66a3;border-color:#2a66a3;color:#fff}}
</style></head>
<body><main class="offline-page" data-offline-page>
<h1>${escapeHtml(text.offlineTitle)}</h1>
<p>${escapeHtml(text.offlineBody)}</p>
<nav><a class="primary" href="${savedListPath(edition)}">${escapeHtml(text.savedLink)}</a>
<a href="${escapeHtml(home)}">${escapeHtml(text.frontPage)}</a>
<a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(text.retry)}</a></nav>
</main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

async function keptPage(url: URL): Promise<Response | null> {
  const key = absolute(pageKey(url.pathname));
  const page = await (await caches.open(CACHE_NAMES.pages)).match(key);
  if (page && !isExpiredAnswer(page)) return page;
  return (await (await caches.open(SHELL)).match(key)) ?? null;
}

function isExpiredAnswer(response: Response): boolean {
  const meta = decodeMeta(response.headers.get(META_HEADER));
  return !meta || toEvict([meta], Date.now()).length > 0;
}

// ---- the strategies ----

async function navigation(event: FetchEvent): Promise<Response> {
  const url = new URL(event.request.url);
  const edition = editionOf(url.pathname);
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch {
    const kept = await keptPage(url);
    return kept ? fromDevice(kept, edition) : offlinePage(edition, url);
  }
  if (isPrivateAnswer(response.headers.get("Cache-Control"))) {
    event.waitUntil(setNewsroom(true));
    return response;
  }
  const kind = keptPageKind(url.pathname);
  const isHtml = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (response.ok && isHtml && (kind === "front" || kind === "article")) {
    event.waitUntil(keepPage(url.pathname, response.clone(), "visited").then(() => evict()));
  }
  return response;
}

/** Hashed files: the kept copy (they never change); other files and pictures: the network first. */
async function file(event: FetchEvent, cacheName: string): Promise<Response> {
  const request = event.request;
  const url = new URL(request.url);
  const cache = await caches.open(cacheName);
  if (HASHED.test(url.pathname)) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
  }
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && response.status === 200) {
      const kind: KeptKind = cacheName === CACHE_NAMES.pictures ? "picture" : "asset";
      event.waitUntil(keep(cacheName, url.pathname, response.clone(), { url: url.pathname, kind, savedAt: Date.now() }));
    }
    return response;
  } catch {
    const kept = (await cache.match(request, { ignoreVary: true })) ?? (await otherRendition(cache, url.pathname));
    return kept ?? Response.error();
  }
}

/** Offline, a picture asked for at another width is shown from the width that was kept. */
async function otherRendition(cache: Cache, path: string): Promise<Response | undefined> {
  const family = pictureFamily(path);
  const keys = await cache.keys();
  const same = keys.find((request) => pictureFamily(new URL(request.url).pathname) === family);
  return same ? cache.match(same) : undefined;
}

async function apiRead(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    if (response.ok && !isPrivateAnswer(response.headers.get("Cache-Control"))) {
      const key = url.pathname + url.search;
      event.waitUntil(keep(CACHE_NAMES.api, key, response.clone(), { url: key, kind: "api", savedAt: Date.now() }));
      if (ARTICLE_READ.test(url.pathname)) event.waitUntil(keepOpenedArticle(response.clone()).catch(() => undefined));
    }
    return response;
  } catch {
    const kept = await (await caches.open(CACHE_NAMES.api)).match(request, { ignoreVary: true });
    return kept && !isExpiredAnswer(kept) ? kept : Response.error();
  }
}

function route(event: FetchEvent): Promise<Response> | null {
  const request = event.request;
  const url = new URL(request.url);
  if (request.mode === "navigate") return navigation(event);
  if (request.headers.has("Range")) return null;
  if (url.pathname.startsWith("/static/")) return file(event, CACHE_NAMES.assets);
  if (url.pathname.startsWith("/media/")) return file(event, CACHE_NAMES.pictures);
  if (url.pathname.startsWith("/api/cache/")) return apiRead(event);
  return null;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isNewsroomPath(url.pathname)) {
    // Never answered here. Its visits say whether an editor is signed in: the other pages then go
    // straight to the network too, until the sign-out (or the sign-in form) is seen.
    if (request.mode === "navigate" || request.method === "POST") event.waitUntil(setNewsroom(!isSignedOutPath(url.pathname)));
    return;
  }
  if (request.method !== "GET" || url.pathname === "/sw.js") return;
  if (newsroomSince !== undefined) {
    if (newsroomSince !== null && Date.now() - newsroomSince < NEWSROOM_MS) return;
    const answer = route(event);
    if (answer) event.respondWith(answer);
    return;
  }
  // The worker has just started and has not read its state yet: ask it first.
  if (request.mode !== "navigate" && !url.pathname.startsWith("/api/cache/") && !url.pathname.startsWith("/static/") && !url.pathname.startsWith("/media/")) return;
  event.respondWith(newsroomState().then((isNewsroom) => (isNewsroom ? fetch(request) : (route(event) ?? fetch(request)))));
});

// ---- saving the day's top stories ----

interface SaveRequest {
  type: typeof SAVE_MESSAGE;
  edition: Edition;
  stories: StoryToSave[];
}

function isSaveRequest(data: unknown): data is SaveRequest {
  const value = data as SaveRequest | null;
  return !!value && value.type === SAVE_MESSAGE && Array.isArray(value.stories) && (value.edition === "mn" || value.edition === "en");
}

async function saveStories(request: SaveRequest): Promise<SaveReport> {
  const budget = new Budget();
  let saved = 0;
  let skipped = 0;
  // The front page comes with them: offline, the reader starts there.
  const front = request.edition === "en" ? "/en/" : "/";
  const frontPage = await fetchPage(front).catch(() => null);
  if (frontPage) await keepPage(front, frontPage, "visited").catch(() => null);
  for (const story of request.stories.slice(0, 30)) {
    if (keptPageKind(story.url) !== "article") {
      skipped += 1;
      continue;
    }
    try {
      const page = await fetchPage(story.url);
      const bytes = page ? await keepPage(story.url, page, "saved", budget) : null;
      if (bytes === null) skipped += 1;
      else saved += 1;
    } catch {
      skipped += 1;
    }
  }
  await evict(true);
  return { saved, skipped, bytes: budget.used, budget: budget.limit, failed: saved === 0 };
}

self.addEventListener("message", (event) => {
  if (!isSaveRequest(event.data)) return;
  const port = event.ports[0];
  event.waitUntil(
    saveStories(event.data)
      .catch((): SaveReport => ({ saved: 0, skipped: 0, bytes: 0, budget: 0, failed: true }))
      .then((report) => port?.postMessage(report)),
  );
});

// ---- releases ----

/** The saved-stories screen of both editions, so the offline page's link opens. */
async function keepShell(): Promise<void> {
  for (const edition of ["mn", "en"] as const) {
    const path = savedListPath(edition);
    const page = await fetchPage(path).catch(() => null);
    if (page) await keepPage(path, page, "shell").catch(() => null);
  }
}

/** The page the reader has open when the worker first takes over was fetched before it: kept now. */
async function keepOpenClients(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" })) {
    const url = new URL(client.url);
    const kind = keptPageKind(url.pathname);
    if (url.origin !== self.location.origin || (kind !== "front" && kind !== "article")) continue;
    const page = await fetchPage(url.pathname, "force-cache").catch(() => null);
    if (page) await keepPage(url.pathname, page, "visited").catch(() => null);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepShell().catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
      if (!(await newsroomState())) await keepOpenClients();
      await evict(true);
    })(),
  );
});

// Breaking-news alerts: the push and notification-click listeners (features/alerts, ADR 030).
installPushHandlers(self as unknown as PushScope);
