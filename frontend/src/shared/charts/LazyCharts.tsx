// The only entry to the charts: their code is fetched on the pages that draw one, never in the
// entry chunk. The server (and the first client render) shows a placeholder of the same height;
// every chart's figures are also on the page as text, so nothing depends on the drawing.
import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import type { BarChartProps } from "./BarChart";
import type { LineChartProps } from "./LineChart";
import "./LazyCharts.css";

const LineChart = lazy(() => import("./LineChart"));
const BarChart = lazy(() => import("./BarChart"));

function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  // The chart's code is asked for only after hydration: nothing suspends on the server, so
  // the server HTML and the first client render are the same placeholder.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  const placeholder = <div className="chart-frame__placeholder" aria-hidden="true" />;
  return (
    <div className="chart-frame" style={{ "--chart-height": `${height}px` } as CSSProperties}>
      {isMounted ? (
        <ErrorBoundary fallback={placeholder}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <ChartFrame height={props.height ?? 260}>
      <LineChart {...props} />
    </ChartFrame>
  );
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <ChartFrame height={props.items.length * 40 + 4}>
      <BarChart {...props} />
    </ChartFrame>
  );
}
