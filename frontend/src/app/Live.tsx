import { useEffect } from "react";

/**
 * Tells src/boot.ts that the screen is hydrated and React listens, so the taps it held can be
 * given to their buttons. It sits inside the screens' Suspense boundary: React hydrates that
 * boundary after the root, and a tap given to it before then would be dropped.
 */
export function Live(): null {
  useEffect(() => {
    document.dispatchEvent(new Event("portal:live"));
  }, []);
  return null;
}
