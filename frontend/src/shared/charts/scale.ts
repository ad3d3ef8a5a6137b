// Pure helpers of the hand-written SVG charts: linear scales and "nice" axis ticks.

/** Maps a domain [d0, d1] onto a range [r0, r1]; a flat domain maps to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A step of 1, 2, 2.5 or 5 times a power of ten giving about `count` ticks over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

/** Round tick values covering [min, max] (min is usually 0 for counts). */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max === min) return [min];
  const step = niceStep(max - min, count);
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let i = 0; i < 50; i++) {
    const value = Number((start + i * step).toPrecision(12));
    ticks.push(value);
    if (value >= max) break;
  }
  return ticks;
}

/** Indexes of about `count` evenly spread labels along an axis of `length` points, always first and last. */
export function spreadIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const last = length - 1;
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * last) / (count - 1)));
  return [...picked].sort((a, b) => a - b);
}

/** The index of the point nearest to x (points sorted by x). */
export function nearestIndex(xs: readonly number[], x: number): number {
  let best = 0;
  for (let i = 1; i < xs.length; i++) {
    if (Math.abs((xs[i] ?? 0) - x) < Math.abs((xs[best] ?? 0) - x)) best = i;
  }
  return best;
}
