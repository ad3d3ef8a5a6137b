// At most one call per `waitMs` (spec section 4: image sizes are recalculated on resize at most once a second).

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs at once, then at most once per window; the last call of a window runs at its end. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = last + waitMs - Date.now();
    if (remaining <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      }, Math.max(0, remaining));
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
