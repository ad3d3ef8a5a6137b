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

/** A `srcset` with width descriptors, so the browser itself picks the smallest fitting file. */
export function buildSrcSet(renditions: Record<string, string>): string {
  return sortedRenditions(renditions)
    .map((entry) => `${entry.url} ${entry.width}w`)
    .join(", ");
}
