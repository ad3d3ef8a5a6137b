// Views and shares are counted by a beacon after the page loads: no cached read waits for a write.
// The view's beacon also carries the host of the page that led the reader here (not its address, and
// no cookie): the newsroom's audience desk sorts it into search, social, direct or the portal itself.

export type ReaderCounter = "view" | "share";

/** Tell the server a reader viewed or shared an article (newsid = lid); failures are ignored. */
export function sendReaderCounter(kind: ReaderCounter, lid: string): void {
  if (typeof navigator === "undefined") return;
  const url = `/api/news/${kind}`;
  const body = new URLSearchParams({ newsid: lid });
  if (kind === "view") body.set("ref", referrerHost(document.referrer, location.href, landingUrl()));
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)) return;
    void fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
  } catch {
    // A counter never breaks reading.
  }
}

/** The host that led to this view: the document's referrer for the page the reader landed on, the
 * portal's own host once they have moved within it (the app changes screens without a new document). */
export function referrerHost(referrer: string, current: string, landing: string | null): string {
  const here = hostOf(current);
  if (landing !== null && withoutHash(landing) !== withoutHash(current)) return here;
  return hostOf(referrer);
}

function landingUrl(): string | null {
  const entry = performance.getEntriesByType?.("navigation")[0];
  return entry ? entry.name : null;
}

function hostOf(address: string): string {
  try {
    return address ? new URL(address).hostname : "";
  } catch {
    return "";
  }
}

function withoutHash(address: string): string {
  const cut = address.indexOf("#");
  return cut < 0 ? address : address.slice(0, cut);
}
