// Views and shares are counted by a beacon after the page loads: no cached read waits for a write.

export type ReaderCounter = "view" | "share";

/** Tell the server a reader viewed or shared an article (newsid = lid); failures are ignored. */
export function sendReaderCounter(kind: ReaderCounter, lid: string): void {
  if (typeof navigator === "undefined") return;
  const url = `/api/news/${kind}`;
  const body = new URLSearchParams({ newsid: lid });
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)) return;
    void fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
  } catch {
    // A counter never breaks reading.
  }
}
