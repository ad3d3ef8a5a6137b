import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Brings the server's HTML to life. Hydration runs in a transition so React hands the main thread
 * back every few milliseconds: at default priority a whole page hydrates in one task, a phone's
 * longest (Lighthouse's TBT). Taps made before it ends are held by boot.ts, so none is lost.
 * An empty root means server rendering failed (and was logged there): the app renders itself.
 */
export function mount(root: HTMLElement, tree: ReactNode): void {
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, tree));
  else createRoot(root).render(tree);
}
