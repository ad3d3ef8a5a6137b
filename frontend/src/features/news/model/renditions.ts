// Thumbnail widths (spec section 4): the smallest rendition at least as wide as needed.

interface Rendition {
  width: number;
  url: string;
}

function sortedRenditions(renditions: Record<string, string>): Rendition[] {
  return Object.entries(renditions)
    .map(([width, url]) => ({ width: Number(width), url }))
    .filter((entry) => Number.isFinite(entry.width) && entry.width > 0 && entry.url)
    .sort((a, b) => a.width - b.width);
}

/** The URL of the smallest rendition at least `width` wide (else the largest there is). */
export function pickRendition(renditions: Record<string, string>, width: number): string | null {
  const list = sortedRenditions(renditions);
  const fit = list.find((entry) => entry.width >= width) ?? list[list.length - 1];
  return fit?.url ?? null;
}

/**
 * A `srcset` with width descriptors, so the browser itself picks the smallest fitting file.
 * `widest` is the most a slot can ever show: candidates stop at the first rendition that covers
 * it (a thumbnail shown at 112 px has no use for the 1280 px file, and each one costs the page
 * ~60 bytes).
 */
export function buildSrcSet(renditions: Record<string, string>, widest = Infinity): string {
  const list = sortedRenditions(renditions);
  const last = list.findIndex((entry) => entry.width >= widest);
  return (last === -1 ? list : list.slice(0, last + 1))
    .map((entry) => `${entry.url} ${entry.width}w`)
    .join(", ");
}
