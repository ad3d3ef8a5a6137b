// Hydration in several tasks instead of one. Preact hydrates a page in one pass; on a phone the
// whole page is one long task (Lighthouse's TBT). A part wrapped in <Deferred> keeps its server
// HTML while the rest hydrates, then hydrates in a task of its own, one part per task.
import { Suspense, useRef, type ReactNode } from "react";

let isHydrating = false;
let queue: Promise<void> = Promise.resolve();
let pending = 0;
let settled: Array<() => void> = [];

/** The next task: `scheduler.yield` keeps the page's place in line where the browser has it. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `hydrate` with deferral on: parts met meanwhile wait for later tasks. */
export function hydrating(hydrate: () => void): void {
  isHydrating = true;
  try {
    hydrate();
  } finally {
    isHydrating = false;
  }
}

/** Resolves once every deferred part has hydrated (at once when none waits). */
export function whenHydrated(): Promise<void> {
  return pending === 0 ? Promise.resolve() : new Promise((resolve) => settled.push(resolve));
}

function release(): Promise<void> {
  pending += 1;
  queue = queue.then(nextTask);
  const turn = queue;
  void turn.then(() => nextTask()).then(() => {
    pending -= 1;
    if (pending > 0) return;
    const waiting = settled;
    settled = [];
    waiting.forEach((resolve) => resolve());
  });
  return turn;
}

function Wait({ children }: { children: ReactNode }) {
  // Decided once per part: only a part met during hydration waits; later renders show at once.
  const turn = useRef<Promise<void> | null | undefined>(undefined);
  if (turn.current === undefined) turn.current = isHydrating ? release().then(() => void (turn.current = null)) : null;
  if (turn.current) throw turn.current;
  return <>{children}</>;
}

/**
 * On the server and in later renders its children render as usual. Wrap one element (a section,
 * an aside): while a part waits, Preact holds on to the one DOM node where it stands.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wait>{children}</Wait>
    </Suspense>
  );
}
