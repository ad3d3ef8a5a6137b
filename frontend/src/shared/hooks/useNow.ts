import { useEffect, useState } from "react";
import { usePortal } from "@/app/PortalContext";

/**
 * The current time, synchronised with the server: the first render uses the page's
 * data-time (so server and browser agree), then it ticks on with the clock offset applied.
 */
export function useNow(intervalMs = 60_000): Date {
  const { serverTime } = usePortal();
  const [now, setNow] = useState(() => new Date(serverTime));
  useEffect(() => {
    const offset = new Date(serverTime).getTime() - Date.now();
    const tick = () => setNow(new Date(Date.now() + offset));
    tick();
    const timer = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(timer);
  }, [serverTime, intervalMs]);
  return now;
}
