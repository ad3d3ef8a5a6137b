import { useCallback, useEffect, useState } from "react";
import { FONT_SIZE_DEFAULT, FONT_SIZE_STORAGE_KEY, parseStoredFontSize, stepFontSize } from "../model/fontSize";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(FONT_SIZE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The article's font size, remembered in localStorage. The first render uses the default (as the
 * server did), and the reader's size is applied after hydration, so the markup never mismatches.
 */
export function useArticleFontSize(): { size: number; change: (direction: 1 | -1) => void } {
  const [size, setSize] = useState(FONT_SIZE_DEFAULT);
  useEffect(() => {
    setSize(parseStoredFontSize(readStored()));
  }, []);
  const change = useCallback((direction: 1 | -1) => {
    setSize((current) => {
      const next = stepFontSize(current, direction);
      try {
        window.localStorage.setItem(FONT_SIZE_STORAGE_KEY, String(next));
      } catch {
        // Private mode: the size still changes for this page.
      }
      return next;
    });
  }, []);
  return { size, change };
}
