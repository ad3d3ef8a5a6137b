import { useEffect, useState } from "react";

/** False on the server and the first render; true once the browser is idle after hydration. */
export function useIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const start = () => setIsIdle(true);
    // Safari has no requestIdleCallback: a short timeout does the same job there.
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(start, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 300);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return isIdle;
}
