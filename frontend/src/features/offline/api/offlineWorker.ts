// The page's side of offline reading: asking the worker (src/sw/sw.ts) to save stories, and reading
// what it kept (Cache Storage is the page's too). Registering it is ../register.ts.
import {
  CACHE_NAMES,
  decodeMeta,
  META_HEADER,
  SAVE_MESSAGE,
  savedList,
  type Edition,
  type KeptMeta,
  type SaveReport,
  type StoryToSave,
} from "../model/keeping";
import { canKeepOffline, WORKER_URL } from "../register";

export { canKeepOffline };

// Saving a dozen stories on a slow line takes a while; past this the reader is told it failed.
const SAVE_TIMEOUT_MS = 120_000;

/** Asks the worker to save `stories` within its budget; the report, or null when it could not. */
export async function saveStories(stories: readonly StoryToSave[], edition: Edition): Promise<SaveReport | null> {
  if (!canKeepOffline()) return null;
  const registration = (await navigator.serviceWorker.getRegistration("/")) ?? (await navigator.serviceWorker.register(WORKER_URL, { scope: "/" }));
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  if (!worker) return null;
  const channel = new MessageChannel();
  const answer = new Promise<SaveReport | null>((resolve) => {
    const timer = window.setTimeout(() => resolve(null), SAVE_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<SaveReport>) => {
      window.clearTimeout(timer);
      resolve(event.data);
    };
  });
  worker.postMessage({ type: SAVE_MESSAGE, edition, stories }, [channel.port2]);
  return answer;
}

/** The stories kept on this device for `edition`, newest first. */
export async function keptStories(edition: Edition, now: number = Date.now()): Promise<KeptMeta[]> {
  if (typeof caches === "undefined") return [];
  if (!(await caches.has(CACHE_NAMES.pages))) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const metas: KeptMeta[] = [];
  for (const request of await cache.keys()) {
    const meta = decodeMeta((await cache.match(request))?.headers.get(META_HEADER) ?? null);
    if (meta) metas.push(meta);
  }
  return savedList(metas, edition, now);
}

/** Removes one kept story (its files stay until no kept page needs them: the worker prunes them). */
export async function forgetStory(url: string): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(CACHE_NAMES.pages);
  await cache.delete(new URL(url, window.location.origin).href);
}
