// Relative publish times (spec section 9): just now, minutes, hours, yesterday, else YYYY-MM-DD HH:mm.
// Calendar days are those of Ulaanbaatar (UTC+8, no daylight saving), wherever the reader is.

const UB_OFFSET_MS = 8 * 60 * 60 * 1000;

export type RelativeTime =
  | { kind: "justNow" }
  | { kind: "minutes"; count: number }
  | { kind: "hours"; count: number }
  | { kind: "yesterday"; time: string }
  | { kind: "date"; text: string };

function ubParts(date: Date) {
  const shifted = new Date(date.getTime() + UB_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    day: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

export function formatDateTime(date: Date): string {
  const parts = ubParts(date);
  return `${parts.day} ${parts.time}`;
}

export function relativeTime(published: Date, now: Date): RelativeTime {
  const elapsed = now.getTime() - published.getTime();
  if (elapsed < 60_000) return { kind: "justNow" };
  if (elapsed < 3_600_000) return { kind: "minutes", count: Math.floor(elapsed / 60_000) };
  if (elapsed < 86_400_000) return { kind: "hours", count: Math.floor(elapsed / 3_600_000) };
  const yesterday = ubParts(new Date(now.getTime() - 86_400_000)).day;
  const parts = ubParts(published);
  if (parts.day === yesterday) return { kind: "yesterday", time: parts.time };
  return { kind: "date", text: `${parts.day} ${parts.time}` };
}
