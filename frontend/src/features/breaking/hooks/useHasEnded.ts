import { useEffect, useState } from "react";
import { usePortal } from "@/shared/portal/PortalContext";

// setTimeout takes at most 2^31 - 1 ms (about 24 days); a longer wait is taken in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the time `until` (ISO 8601) has passed. The first render compares it with the page's server
 * time, as the server's drawing did (so hydration finds what the server drew); then with the device's
 * clock, at once and again when the time comes, also on a page shown again from the back-forward
 * cache, whose timers were paused. So a cached page drawn before the end stops showing what ended.
 */
export function useHasEnded(until: string | undefined): boolean {
  const { serverTime } = usePortal();
  const end = until === undefined ? Number.NaN : Date.parse(until);
  const [hasEnded, setHasEnded] = useState(() => Date.parse(serverTime) >= end);

  useEffect(() => {
    if (Number.isNaN(end)) return undefined;
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      const left = end - Date.now();
      setHasEnded(left <= 0);
      if (left > 0) timer = window.setTimeout(check, Math.min(left, LONGEST_TIMER_MS));
    };
    check();
    window.addEventListener("pageshow", check);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pageshow", check);
    };
  }, [end]);

  return hasEnded;
}
