import { useEffect, useState, type RefObject } from "react";
import { clampReadingProgress, rawReadingProgress } from "../model/readingProgress";

/** Reading progress through `body` (0..100), and whether the reader has gone past its end (sticky). */
export function useReadingProgress(body: RefObject<HTMLElement | null>): { value: number; showNext: boolean } {
  const [value, setValue] = useState(0);
  const [showNext, setShowNext] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const node = body.current;
      if (!node) return;
      const rect = node.getBoundingClientRect();
      const progress = clampReadingProgress(
        rawReadingProgress({ top: rect.top + window.scrollY, height: rect.height, scrollY: window.scrollY, viewportHeight: window.innerHeight }),
      );
      setValue(progress.value);
      if (progress.showNext) setShowNext(true);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [body]);

  return { value, showNext };
}
