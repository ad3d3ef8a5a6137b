import { linearScale } from "./scale";
import { useWidth } from "./useWidth";
import "./charts.css";

export interface BarItem {
  key: string | number;
  label: string;
  value: number;
  /** The figure printed beside the bar (e.g. "68" or "≈35.00%"). */
  valueLabel: string;
  color: string;
  isHighlighted?: boolean;
}

export interface BarChartProps {
  items: readonly BarItem[];
  title: string;
  /** The value of a full-width bar (defaults to the largest value). */
  max?: number;
}

const ROW = 40;

/** Horizontal bars, a label above each; loaded lazily by LazyCharts. */
export default function BarChart({ items, title, max }: BarChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const top = max ?? Math.max(1, ...items.map((item) => item.value));
  const valueRoom = Math.max(...items.map((item) => item.valueLabel.length), 1) * 8 + 8;
  const x = linearScale([0, top], [0, Math.max(width - valueRoom, 40)]);
  const height = items.length * ROW + 4;
  return (
    <div className="chart" ref={ref}>
      <svg className="chart__svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} data-testid="bar-chart">
        {items.map((item, i) => {
          const barWidth = Math.max(item.value > 0 ? 2 : 0, x(item.value));
          const rowTop = i * ROW;
          return (
            <g key={item.key} className={item.isHighlighted ? "chart__bar chart__bar--highlight" : "chart__bar"}>
              <text className="chart__bar-label" x={0} y={rowTop + 13}>
                {item.label}
              </text>
              <rect x={0} y={rowTop + 19} width={barWidth} height={14} rx={2} fill={item.color} />
              <text className="chart__bar-value" x={barWidth + 6} y={rowTop + 31}>
                {item.valueLabel}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
