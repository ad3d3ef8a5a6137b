import { lazy, Suspense } from "react";
import { useIdle } from "@/shared/hooks/useIdle";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";

const WeatherWidget = lazy(() => import("./WeatherWidget"));

/**
 * The weather widget as an island: not in the server HTML, loaded after the page is up and
 * idle, and failing alone (a broken widget or a failed request leaves the page untouched).
 */
export function WeatherIsland() {
  if (!useIdle()) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <WeatherWidget />
      </Suspense>
    </ErrorBoundary>
  );
}
