// Numbers as "0,0" and percentages as "0,0.00" (spec section 9), the same in both languages.
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return whole.format(Math.round(value));
}

export function formatPercent(value: number): string {
  return twoDecimals.format(value);
}
