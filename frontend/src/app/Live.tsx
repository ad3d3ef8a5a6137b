import { useEffect } from "react";
import { whenHydrated } from "@/shared/hydration/deferred";

/**
 * Tells src/boot.ts that the screen is hydrated and listens, so the taps it held can be given to
 * their buttons. It waits for the parts whose hydration was put off (shared/hydration/deferred.tsx):
 * a tap given to one of those before it listens would be dropped. The event's name is
 * boot.ts's LIVE_EVENT, written out here: importing boot.ts would run it a second time in the app.
 */
export function Live(): null {
  useEffect(() => {
    void whenHydrated().then(() => document.dispatchEvent(new Event("portal:live")));
  }, []);
  return null;
}
