import { useState, type PointerEvent } from "react";
import { linearScale, nearestIndex, niceTicks, spreadIndexes } from "./scale";
import { useWidth } from "./useWidth";
import "./charts.css";

export interface LinePoint {
  /** The x label (a date). */
  label: string;
  value: number | null;
}

export interface LineChartProps {
  points: readonly LinePoint[];
  /** The accessible name of the drawing; the page gives the figures as text too. */
  title: string;
  formatValue: (value: number) => string;
  formatLabel?: (label: string) => string;
  /** Any CSS colour; the default, like the series colours, is a custom property of styles/theme.css. */
  color?: string;
  height?: number;
  /** Start the value axis at zero (counts) rather than near the lowest value (rates). */
  isZeroBased?: boolean;
}

const MARGIN = { top: 12, right: 12, bottom: 28 };

/** One series as an SVG line with axes and a hover read-out; loaded lazily by LazyCharts. */
export default function LineChart({
  points,
  title,
  formatValue,
  formatLabel = (label) => label,
  color = "var(--chart-line)",
  height = 260,
  isZeroBased = true,
}: LineChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 1;
  const ticks = niceTicks(isZeroBased ? Math.min(0, min) : min, max === min ? max + 1 : max, 4);
  const yDomain: [number, number] = [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1];
  const left = Math.max(...ticks.map((tick) => formatValue(tick).length)) * 7 + 12;
  const x = linearScale([0, Math.max(points.length - 1, 1)], [left, width - MARGIN.right]);
  const y = linearScale(yDomain, [height - MARGIN.bottom, MARGIN.top]);
  const xs = points.map((_, i) => x(i));

  let path = "";
  let pen = false;
  points.forEach((point, i) => {
    if (point.value === null) {
      pen = false;
      return;
    }
    path += `${pen ? "L" : "M"}${(xs[i] ?? 0).toFixed(1)},${y(point.value).toFixed(1)}`;
    pen = true;
  });

  const labelIndexes = spreadIndexes(points.length, width < 480 ? 3 : 5);
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(xs, event.clientX - box.left));
  };
  const activePoint = active === null ? undefined : points[active];

  return (
    <div className="chart" ref={ref}>
      <svg
        className="chart__svg"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={title}
        onPointerMove={onMove}
        onPointerLeave={() => setActive(null)}
        data-testid="line-chart"
      >
        {ticks.map((tick) => (
          <g key={tick} className="chart__grid">
            <line x1={left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {labelIndexes.map((i, n) => (
          <text
            key={i}
            className="chart__label"
            x={xs[i]}
            y={height - 8}
            textAnchor={n === 0 ? "start" : n === labelIndexes.length - 1 ? "end" : "middle"}
          >
            {formatLabel(points[i]?.label ?? "")}
          </text>
        ))}
        <path d={path} fill="none" style={{ stroke: color }} strokeWidth={2} strokeLinejoin="round" />
        {activePoint && activePoint.value !== null && active !== null && (
          <g className="chart__focus">
            <line x1={xs[active]} x2={xs[active]} y1={MARGIN.top} y2={height - MARGIN.bottom} />
            <circle cx={xs[active]} cy={y(activePoint.value)} r={4} style={{ fill: color }} />
          </g>
        )}
      </svg>
      {activePoint && (
        <p className="chart__readout" aria-hidden="true">
          {formatLabel(activePoint.label)}: <strong>{activePoint.value === null ? "–" : formatValue(activePoint.value)}</strong>
        </p>
      )}
    </div>
  );
}
