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

// Every screen file, each its own chunk (Vite splits each import; the server bundle, built by
// esbuild, gets the same map from frontend/build-ssr.mjs's plugin). A file exports the component
// it is named after.
const screenFiles = import.meta.glob<Record<string, unknown>>("./routes/*Route.tsx");

/** The screens app/routes/ holds, by file name (CategoryRoute). */
export const SCREEN_FILES: readonly string[] = Object.keys(screenFiles).map((file) => file.slice("./routes/".length, -".tsx".length));

const routes = new Map<string, LazyRoute<object>>();

/**
 * The screen drawn by app/routes/{name}.tsx, loaded when first shown (one per file, however many
 * declarations show it). `name` names its chunk: the server links its code and CSS in <head>.
 */
export function lazyRoute(name: string): LazyRoute<object> {
  const known = routes.get(name);
  if (known) return known;
  const load = screenFiles[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no screen file app/routes/${name}.tsx`);
  let Component: ComponentType<object> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then((module) => {
      const exported = module[name];
      if (typeof exported !== "function") throw new Error(`app/routes/${name}.tsx exports no ${name}`);
      Component = exported as ComponentType<object>;
    });
    return pending;
  };
  const Route = ((props: object) => {
    const { collector } = usePortal();
    if (collector && !collector.chunks.includes(name)) collector.chunks.push(name);
    if (!Component) throw preload(); // Suspense shows the fallback until the chunk arrives
    return <Component {...props} />;
  }) as LazyRoute<object>;
  Route.preload = preload;
  Route.screenName = name;
  routes.set(name, Route);
  return Route;
}

/** Load every screen made so far (the server bundle has them all inline; this only resolves them). */
export function preloadAllRoutes(): Promise<void> {
  return Promise.all([...routes.values()].map((route) => route.preload())).then(() => undefined);
}
