// The converter between a currency and tugrik, in exact decimal arithmetic (BigInt), so that
// 1.005 rounds to 1.01 and no float error shows. Results are rounded half away from zero to 0.01.

const RATE_DECIMALS = 4;
const RESULT_DECIMALS = 2;
const MAX_AMOUNT_DECIMALS = 6;

export type ConvertDirection = "toMnt" | "fromMnt";

interface Scaled {
  value: bigint;
  decimals: number;
}

/** "1,234.5" or "1 234,5" -> 1234.5 as a scaled integer; null for anything else or a negative. */
export function parseAmount(text: string): Scaled | null {
  let clean = text.trim().replace(/[\s\u00a0]/g, "");
  if (/^\d+,\d{1,2}$/.test(clean)) clean = clean.replace(",", "."); // a decimal comma, e.g. "12,5"
  clean = clean.replace(/,(?=\d{3}(\D|$))/g, "");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = (match[2] ?? "").slice(0, MAX_AMOUNT_DECIMALS);
  return { value: BigInt((match[1] ?? "0") + fraction), decimals: fraction.length };
}

/** What is wrong with a typed amount, in words a reader acts on; null for a usable or empty field. */
export type AmountProblem = "negative" | "notANumber";

export function amountProblem(text: string): AmountProblem | null {
  if (text.trim() === "" || parseAmount(text)) return null;
  // "-5", "−5": a sign before a number the converter would otherwise read.
  return /^[-−]/.test(text.trim()) && parseAmount(text.trim().slice(1)) ? "negative" : "notANumber";
}

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** numerator / denominator rounded half away from zero (both non-negative here). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function toDecimalString(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, "0");
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/**
 * Converts with a rate of `rate` MNT per `unit` units: "toMnt" turns an amount of the currency
 * into tugrik, "fromMnt" tugrik into the currency. Returns "3367.26"-style text, or null.
 */
export function convertAmount(amountText: string, rate: number, unit: number, direction: ConvertDirection): string | null {
  const amount = parseAmount(amountText);
  if (!amount || !(rate > 0) || !(unit > 0)) return null;
  const rateScaled = BigInt(Math.round(rate * 10 ** RATE_DECIMALS));
  if (rateScaled === 0n) return null;
  const units = BigInt(unit);
  // Everything as integers: amount * 10^-a, rate * 10^-4, result wanted in 10^-2.
  const result =
    direction === "toMnt"
      ? divideRounded(amount.value * rateScaled * pow10(RESULT_DECIMALS), units * pow10(amount.decimals + RATE_DECIMALS))
      : divideRounded(amount.value * units * pow10(RATE_DECIMALS + RESULT_DECIMALS), rateScaled * pow10(amount.decimals));
  return toDecimalString(result, RESULT_DECIMALS);
}

/** "336726.18" -> "336,726.18" (the 0,0.00 format, without going through a float). */
export function groupDecimal(text: string): string {
  const [whole = "0", fraction] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
