/**
 * The phone menu takes a history entry of its own while open, so the Back button closes it
 * instead of leaving the page. The entry carries this mark in `history.state`.
 */
const MARK = "portalMenuOpen";

export function pushDrawerEntry(history: History = window.history): void {
  history.pushState({ [MARK]: true }, "");
}

export function isDrawerEntry(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[MARK] === true;
}
