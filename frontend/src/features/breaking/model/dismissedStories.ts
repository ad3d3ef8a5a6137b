// The breaking stories this browser's reader hid, as kept in localStorage (pure; the hook does the I/O).

export const DISMISSED_STORAGE_KEY = "portal.breaking.dismissed";
/** A few stories are ever flagged at once: the newest marks are all that matter, the oldest drop off. */
const MAX_REMEMBERED = 20;

/** The stored link ids; anything unreadable counts as nothing hidden. */
export function parseDismissed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter((lid): lid is string => typeof lid === "string" && lid !== "") : [];
  } catch {
    return [];
  }
}

/** The marks with `lid` added (once), the oldest beyond the limit dropped. */
export function rememberDismissed(dismissed: readonly string[], lid: string): string[] {
  if (dismissed.includes(lid)) return [...dismissed];
  return [...dismissed, lid].slice(-MAX_REMEMBERED);
}
