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

function signed(value: number): string {
  const text = twoDecimals.format(Math.abs(value));
  if (text === "0.00") return text;
  return `${value > 0 ? "+" : "−"}${text}`;
}

/** The change as shown: a change that rounds to 0.00 counts as "same". */
export function describeChange(change: number | null, changePercent: number | null): RateChangeView {
  if (change === null) return { direction: "unknown", amount: "", percent: "", mark: "" };
  const amount = signed(change);
  const direction: ChangeDirection = amount === "0.00" ? "same" : change > 0 ? "up" : "down";
  const percent = changePercent === null ? "" : `${signed(changePercent)}%`;
  const mark = direction === "up" ? "▲" : direction === "down" ? "▼" : "–";
  return { direction, amount, percent, mark };
}

/** A rate in MNT with two decimals (0,0.00). */
export function formatRate(value: number): string {
  return twoDecimals.format(value);
}
