// How a rate's change from the previous day is shown: direction, signed figures, and words.
import { formatDecimal } from "@/shared/lib/formatNumber";

export type ChangeDirection = "up" | "down" | "same" | "unknown";

export interface RateChangeView {
  direction: ChangeDirection;
  /** "+1.55", "−10.23", "0.00" or "" when unknown. */
  amount: string;
  /** "+0.34%", "−0.30%" … or "". */
  percent: string;
  /** The arrow mark (decorative; the direction is also said in words). */
  mark: string;
}

// Four decimals at most for the small rates (yen, won: a few tögrögs each), whose daily change is
// a fraction of 0.01.
function signed(value: number, maxDecimals: 2 | 4 = 2): string {
  const text = formatDecimal(Math.abs(value), 2, maxDecimals);
  if (/^0\.0+$/.test(text)) return "0.00";
  return `${value > 0 ? "+" : "−"}${text}`;
}

/**
 * The change as shown: "same" when it rounds to 0.00 and so does its percentage. A change under
 * 0.01 that is still a visible percentage (−0.0045 on a 22 ₮ yen is −0.02%) shows four decimals,
 * so the amount, the percentage and the mark never disagree.
 */
export function describeChange(change: number | null, changePercent: number | null): RateChangeView {
  if (change === null) return { direction: "unknown", amount: "", percent: "", mark: "" };
  const percent = changePercent === null ? "" : `${signed(changePercent)}%`;
  const isVisiblePercent = percent !== "" && percent !== "0.00%";
  let amount = signed(change);
  if (amount === "0.00" && isVisiblePercent) amount = signed(change, 4);
  const direction: ChangeDirection = amount === "0.00" ? "same" : change > 0 ? "up" : "down";
  const mark = direction === "up" ? "▲" : direction === "down" ? "▼" : "–";
  return { direction, amount, percent, mark };
}

/** A rate in MNT with two decimals (0,0.00). */
export function formatRate(value: number): string {
  return formatDecimal(value, 2, 2);
}
