// How many of the main menu's entries fit on its one row, the rest going under "more".

/**
 * The number of leading items (their widths) that fit in `available` pixels: all of them when
 * they fit side by side, else as many as leave room for the "more" button beside them.
 */
export function countFittingItems(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
