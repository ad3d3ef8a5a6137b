// The article's font-size control (spec sections 5 and 9): 11 to 25 px in steps of 2, default 15.

export const FONT_SIZE_MIN = 11;
export const FONT_SIZE_MAX = 25;
export const FONT_SIZE_STEP = 2;
export const FONT_SIZE_DEFAULT = 15;
export const FONT_SIZE_STORAGE_KEY = "portal.articleFontSize";

/** A size within bounds and on the 11, 13, ... 25 grid; anything unreadable becomes the default. */
export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return FONT_SIZE_DEFAULT;
  const bounded = Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, size));
  const steps = Math.round((bounded - FONT_SIZE_MIN) / FONT_SIZE_STEP);
  return FONT_SIZE_MIN + steps * FONT_SIZE_STEP;
}

/** One step bigger (+1) or smaller (-1), never past the bounds. */
export function stepFontSize(size: number, direction: 1 | -1): number {
  return clampFontSize(clampFontSize(size) + direction * FONT_SIZE_STEP);
}

/** The reader's remembered size (localStorage holds a string, or nothing). */
export function parseStoredFontSize(stored: string | null): number {
  if (stored === null || stored.trim() === "") return FONT_SIZE_DEFAULT;
  return clampFontSize(Number(stored));
}
