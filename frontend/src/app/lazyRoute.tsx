// Screens load as separate chunks, so a page downloads only its own screen's code. Before
// hydration the browser loads the current screen (preloadMatches), and the server bundle
// loads them all at start-up (preloadAllRoutes), so neither render ever suspends.
import type { ComponentType } from "react";
import { usePortal } from "@/shared/portal/PortalContext";

export interface LazyRoute<P> {
  (props: P): React.ReactElement;
  preload: () => Promise<void>;
  /** The screen's file name in app/routes/ (its chunk's name). */
  screenName: string;
}

const everyRoute: Array<() => Promise<void>> = [];

/** `name` is the screen's file name in app/routes/: the server links its chunk and CSS in <head>. */
export function lazyRoute<P extends object, M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyRoute<P> {
  let Component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then((module) => {
      Component = pick(module);
    });
    return pending;
  };
  const Route = ((props: P) => {
    const { collector } = usePortal();
    if (collector && !collector.chunks.includes(name)) collector.chunks.push(name);
    if (!Component) throw preload(); // Suspense shows the fallback until the chunk arrives
    return <Component {...props} />;
  }) as LazyRoute<P>;
  Route.preload = preload;
  Route.screenName = name;
  everyRoute.push(preload);
  return Route;
}

/** Load every screen (the server bundle has them all inline; this only resolves them). */
export function preloadAllRoutes(): Promise<void> {
  return Promise.all(everyRoute.map((preload) => preload())).then(() => undefined);
}
