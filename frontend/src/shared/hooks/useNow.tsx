import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { usePortal } from "@/shared/portal/PortalContext";

const MINUTE_MS = 60_000;

const NowContext = createContext<Date | null>(null);

/**
 * The page's one clock, synchronised with the server: the first render uses the page's data-time
 * (so server and browser agree), then it ticks on with the clock offset applied. One timer for the
 * whole page: a front page has ~40 relative times, and a timer and an effect for each were a
 * tenth of the work that runs after hydration. A tick within the same minute keeps the old value:
 * the labels are minute-grained, so they render again only when the minute changes.
 */
export function NowProvider({ intervalMs = MINUTE_MS, children }: { intervalMs?: number; children: ReactNode }) {
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
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The current time from the page's clock (outside a NowProvider: the page's server time). */
export function useNow(): Date {
  const now = useContext(NowContext);
  const { serverTime } = usePortal();
  return now ?? new Date(serverTime);
}
