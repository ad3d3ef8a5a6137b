import { useEffect } from "react";

/**
 * Tells src/boot.ts that the screen is hydrated and React listens, so the taps it held can be
 * given to their buttons. It sits inside the screens' Suspense boundary: React hydrates that
 * boundary after the root, and a tap given to it before then would be dropped. The event's name is
 * boot.ts's LIVE_EVENT, written out here: importing boot.ts would run it a second time in the app.
 */
export function Live(): null {
  useEffect(() => {
    document.dispatchEvent(new Event("portal:live"));
  }, []);
  return null;
}
