import { useEffect, useState, type RefObject } from "react";

/** True once `target` comes within `margin` of the viewport (then stays true): for lazy, below-the-fold parts. */
export function useNearViewport(target: RefObject<Element | null>, margin = "300px"): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const node = target.current;
    if (!node || isNear) return;
    if (typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, margin, isNear]);
  return isNear;
}
