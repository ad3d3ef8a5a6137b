// Reading progress (spec section 4): 0 to 100; below 0 becomes 0, above 100 becomes 100 and
// sets the flag that shows the next article.

export interface ReadingProgress {
  value: number;
  showNext: boolean;
}

export function clampReadingProgress(raw: number): ReadingProgress {
  if (Number.isNaN(raw) || raw < 0) return { value: 0, showNext: false };
  if (raw > 100) return { value: 100, showNext: true };
  return { value: raw, showNext: false };
}

export interface ReadingGeometry {
  /** The article body's top and height in page coordinates. */
  top: number;
  height: number;
  scrollY: number;
  viewportHeight: number;
}

/** How far the bottom of the viewport has gone through the body, in percent (may leave 0..100). */
export function rawReadingProgress({ top, height, scrollY, viewportHeight }: ReadingGeometry): number {
  if (height <= 0) return 0;
  return ((scrollY + viewportHeight - top) / height) * 100;
}
