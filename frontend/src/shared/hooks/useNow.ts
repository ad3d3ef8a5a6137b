import { useEffect, useState } from "react";
import { usePortal } from "@/app/PortalContext";

const MINUTE_MS = 60_000;

/**
 * The current time, synchronised with the server: the first render uses the page's
 * data-time (so server and browser agree), then it ticks on with the clock offset applied.
 * A tick within the same minute keeps the old value: the labels are minute-grained, and a page
 * full of them would otherwise all render again right after hydration for nothing.
 */
export function useNow(intervalMs = MINUTE_MS): Date {
  const { serverTime } = usePortal();
  const [now, setNow] = useState(() => new Date(serverTime));
  useEffect(() => {
    const offset = new Date(serverTime).getTime() - Date.now();
    const tick = () =>
      setNow((shown) => {
        const current = Date.now() + offset;
        return Math.floor(current / MINUTE_MS) === Math.floor(shown.getTime() / MINUTE_MS) ? shown : new Date(current);
      });
    tick();
    const timer = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(timer);
  }, [serverTime, intervalMs]);
  return now;
}
