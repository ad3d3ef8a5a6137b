import { lazy, Suspense } from "react";
import { useIdle } from "@/shared/hooks/useIdle";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import { WeatherPlaceholder } from "./WeatherPlaceholder";

const WeatherWidget = lazy(() => import("./WeatherWidget"));

/**
 * The weather widget as an island: loaded after the page is up and idle, and failing alone (a
 * broken widget or a failed request leaves the page untouched). Only its empty box is in the
 * server HTML, held until the reading is in, so nothing moves when it appears.
 */
export function WeatherIsland() {
  if (!useIdle()) return <WeatherPlaceholder />;
  return (
    <ErrorBoundary>
      <Suspense fallback={<WeatherPlaceholder />}>
        <WeatherWidget />
      </Suspense>
    </ErrorBoundary>
  );
}
