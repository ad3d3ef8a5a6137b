import { lazy, Suspense, useEffect, useState } from "react";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";

const WeatherWidget = lazy(() => import("./WeatherWidget"));

/**
 * The weather widget as an island: not in the server HTML, loaded after the page is up and
 * idle, and failing alone (a broken widget or a failed request leaves the page untouched).
 */
export function WeatherIsland() {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const start = () => setIsReady(true);
    // Safari has no requestIdleCallback: a short timeout does the same job there.
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 300);
    return () => clearTimeout(timer);
  }, []);
  if (!isReady) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <WeatherWidget />
      </Suspense>
    </ErrorBoundary>
  );
}
