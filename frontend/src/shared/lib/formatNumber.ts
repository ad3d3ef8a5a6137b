// Numbers as "0,0" and percentages as "0,0.00" (spec section 9), the same in both languages: CLDR mn
// groups and marks decimals as en-US does ("1,234,567.89"; the tests compare with Intl's "mn").
//
// Written out by hand rather than with Intl.NumberFormat: the first Intl formatter a page makes
// loads the browser's locale data, 80-130 ms on a phone (Chromium at 4x CPU slowdown), and it was
// the larger part of the app's start-up task. The results are Intl's en-US ones (the tests compare).

/** `value` with its thousands grouped by commas and between `minDecimals` and `maxDecimals` decimals. */
export function formatDecimal(value: number, minDecimals: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = rounded(Math.abs(value), maxDecimals);
  const decimals = fraction.replace(/0+$/, "").padEnd(minDecimals, "0");
  const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (decimals ? `.${decimals}` : "");
  // A negative that rounds to nothing reads "0.00", not Intl's "-0.00".
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * The whole and decimal digits of `abs` rounded to `maxDecimals`, half away from zero on its
 * shortest decimal form, as Intl rounds: 1.005 is "1.005" there, so it becomes 1.01 (toFixed: 1.00).
 */
function rounded(abs: number, maxDecimals: number): [string, string] {
  const text = String(abs);
  if (text.includes("e")) {
    const [whole = text, fraction = ""] = abs.toFixed(maxDecimals).split(".");
    return [whole, fraction];
  }
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= maxDecimals) return [whole, fraction];
  // The kept digits as one integer (at most ~15 of them here, so exact), rounded on the rest.
  const scaled = String(Math.round(Number(`${whole}${fraction.slice(0, maxDecimals)}.${fraction.slice(maxDecimals)}`)));
  if (maxDecimals === 0) return [scaled, ""];
  const digits = scaled.padStart(maxDecimals + 1, "0");
  return [digits.slice(0, -maxDecimals), digits.slice(-maxDecimals)];
}

export function formatNumber(value: number): string {
  return formatDecimal(Math.round(value), 0, 0);
}

export function formatPercent(value: number): string {
  return formatDecimal(value, 2, 2);
}
