// How a rate's change from the previous day is shown: direction, signed figures, and words.

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

const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// For the small rates (yen, won: a few tögrögs each), whose daily change is a fraction of 0.01.
const fourDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

function signed(value: number, format: Intl.NumberFormat = twoDecimals): string {
  const text = format.format(Math.abs(value));
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
  if (amount === "0.00" && isVisiblePercent) amount = signed(change, fourDecimals);
  const direction: ChangeDirection = amount === "0.00" ? "same" : change > 0 ? "up" : "down";
  const mark = direction === "up" ? "▲" : direction === "down" ? "▼" : "–";
  return { direction, amount, percent, mark };
}

/** A rate in MNT with two decimals (0,0.00). */
export function formatRate(value: number): string {
  return twoDecimals.format(value);
}
