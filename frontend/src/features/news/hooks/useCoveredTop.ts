import { useEffect, useState } from "react";

/**
 * How far down from the top of the screen what stays there reaches, in px: the phone's sticky header
 * (one row, or more when the site name takes two lines or the search is open), the newsroom
 * preview's notice; 0 on a desktop, whose masthead scrolls away. Measured, not assumed: a header of
 * one edition, width or state may be taller than another's.
 */
export function coveredTop(doc: Document = document): number {
  const view = doc.defaultView;
  if (!view || typeof doc.elementsFromPoint !== "function") return 0;
  let bottom = 0;
  for (const hit of doc.elementsFromPoint(view.innerWidth / 2, 1)) {
    for (let element: Element | null = hit; element; element = element.parentElement) {
      const { position } = view.getComputedStyle(element);
      if (position !== "sticky" && position !== "fixed") continue;
      const box = element.getBoundingClientRect();
      if (box.top <= 1) bottom = Math.max(bottom, box.bottom);
    }
  }
  return bottom;
}

/**
 * `coveredTop()` while `isActive` (measured when it becomes active and when the window's size changes),
 * undefined before the first measure (the server's drawing and the stylesheet's own offset).
 */
export function useCoveredTop(isActive: boolean): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    if (!isActive) return undefined;
    const measure = () => setTop(coveredTop());
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [isActive]);
  return top;
}
