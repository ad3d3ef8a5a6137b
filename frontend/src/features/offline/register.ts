// Registers the service worker (src/sw/sw.ts, served at /sw.js). In the page's entry, so kept to a
// few lines: the rest of the feature loads with the screens that use it.
import { whenIdle } from "@/shared/lib/whenIdle";

export const WORKER_URL = "/sw.js";

export function canKeepOffline(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof caches !== "undefined";
}

/**
 * Registers the worker once the page has loaded and the browser is idle: nothing of it is on the
 * way to the first paint or to hydration (docs/adr/010-code-after-first-paint.md).
 */
export function registerOfflineWorker(win: Window = window): void {
  if (!canKeepOffline()) return;
  const register = () =>
    whenIdle(() => {
      navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).catch(() => undefined);
    }, 5000);
  if (win.document.readyState === "complete") register();
  else win.addEventListener("load", register, { once: true });
}
