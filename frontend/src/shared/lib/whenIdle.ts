/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`) and returns what
 * cancels it. Safari has no requestIdleCallback: a short timeout does the same job there.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 300);
  return () => window.clearTimeout(timer);
}
