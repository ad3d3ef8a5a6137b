import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrating } from "@/shared/hydration/deferred";

/**
 * Brings the server's HTML to life, keeping its nodes. The runtime is Preact (docs/adr/011), which
 * hydrates in one pass; the parts wrapped in <Deferred> (header, sidebar, footer, what follows an
 * article) hydrate after it, a task each, so no single task holds a phone for long.
 * Taps made before they are all live are held by boot.ts, so none is lost.
 * An empty root means server rendering failed (and was logged there): the app renders itself.
 */
export function mount(root: HTMLElement, tree: ReactNode): void {
  if (root.hasChildNodes()) hydrating(() => void hydrateRoot(root, tree));
  else createRoot(root).render(tree);
}
