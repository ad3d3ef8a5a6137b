import { useEffect, useRef } from "react";

/**
 * Runs `onChange` after a render whose `value` differs from the one before it, but not after the
 * first render. For lists that reset when their first page is fetched again: their first state
 * already comes from that page, and resetting it on mount re-rendered the whole screen (the front
 * page's ~120 components) right after hydration for nothing.
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const seen = useRef(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    latest.current(value);
  }, [value]);
}
