import { useCallback, useEffect, useState } from "react";
import { DISMISSED_STORAGE_KEY, parseDismissed, rememberDismissed } from "../model/dismissedStories";

function load(): string[] {
  try {
    return parseDismissed(window.localStorage.getItem(DISMISSED_STORAGE_KEY));
  } catch {
    return []; // storage refused (private mode, blocked): nothing hidden yet
  }
}

/**
 * Whether the reader hid the story `lid`, and how to hide it: remembered per story in localStorage, so
 * it stays hidden on the next pages while a newly flagged story shows. The first render shows it, as
 * the server drew it for everyone (the page is cached for every reader); the marks are read right
 * after, a few bytes.
 */
export function useBreakingDismissal(lid: string | undefined): { isDismissed: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  useEffect(() => {
    setDismissed(load());
  }, []);

  const dismiss = useCallback(() => {
    if (lid === undefined) return;
    const next = rememberDismissed(load(), lid); // read again: another tab may have hidden one since
    setDismissed(next);
    try {
      window.localStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: hidden on this page only.
    }
  }, [lid]);

  return { isDismissed: lid !== undefined && dismissed.includes(lid), dismiss };
}
