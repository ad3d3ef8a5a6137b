// The app's router, in its own words, on wouter (docs/adr/009-kept-router-and-query-libraries.md):
// where the reader is (useLocation, useSearchParams, useParams) and how to go elsewhere (Link,
// useNavigate). The location comes from the browser's history (BrowserRouter), a fixed URL
// (StaticRouter, the server render) or memory (MemoryRouter, tests); wouter's <Switch> and <Route>
// pick the screen (app/AppRoutes.tsx).
import {
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Router, useLocation as useWouterLocation, useParams as useWouterParams, useRouter, type BaseLocationHook } from "wouter";
import { memoryLocation } from "wouter/memory-location";

export interface Location {
  /** Without the basename: "/x" on /en/x. */
  pathname: string;
  /** "?a=1", or "" without parameters. */
  search: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (a filter changed, not the screen). */
  preventScrollReset?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

/** Loads what a location's screen needs (its code) before the router shows it. */
export type Prepare = (pathname: string) => Promise<unknown>;

/** `pathname` without the router's basename ("/en/x" -> "/x"), or null when it lies outside it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (!basename || basename === "/") return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase().replace(/\/$/, "");
  if (lower !== base && !lower.startsWith(base + "/")) return null;
  return pathname.slice(base.length) || "/";
}

interface Shown {
  path: string;
  search: string;
}

/**
 * The browser's history as wouter's location hook, showing a location only once `prepare` has
 * loaded its screen's code: the current screen stays up meanwhile, and of several quick
 * navigations only the last is shown. A new screen starts at the top; Back and Forward leave the
 * scroll position to the browser.
 */
function historyLocation(prepare: Prepare | undefined): { hook: BaseLocationHook; searchHook: () => string } {
  const read = (): Shown => ({ path: window.location.pathname, search: window.location.search });
  let shown = read();
  let latest = 0;
  const listeners = new Set<() => void>();

  const show = (scroll: boolean) => {
    const next = read();
    const ticket = ++latest;
    const apply = () => {
      if (ticket !== latest) return;
      shown = next;
      for (const listener of [...listeners]) listener();
      // The new screen renders a microtask later, so no frame shows the old one moved to the top.
      if (scroll && !window.location.hash) window.scrollTo(0, 0);
    };
    // The same screen with other parameters (a filter, a page) needs nothing new.
    if (!prepare || next.path === shown.path) return apply();
    // A chunk that fails to load still shows the screen: its error boundary tells the reader.
    void prepare(next.path).then(apply, apply);
  };

  const onPop = () => show(false);
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener("popstate", onPop);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("popstate", onPop);
    };
  };

  // `to` arrives with the basename (wouter adds it).
  const navigate = (to: string, options: NavigateOptions = {}) => {
    const here = window.location.pathname + window.location.search + window.location.hash;
    // A link to where the reader already is adds no history entry (Back would seem to do nothing).
    if (options.replace || to === here) window.history.replaceState(null, "", to);
    else window.history.pushState(null, "", to);
    show(!options.preventScrollReset);
  };

  const path = () => shown.path;
  const search = () => shown.search;
  const useShownLocation: BaseLocationHook = () => [useSyncExternalStore(subscribe, path, path), navigate];
  const useShownSearch = () => useSyncExternalStore(subscribe, search, search);
  return { hook: useShownLocation, searchHook: useShownSearch };
}

/** The browser's router; with `prepare`, a screen is shown once its code is in. */
export function BrowserRouter({ basename = "", prepare, children }: { basename?: string; prepare?: Prepare; children: ReactNode }) {
  const [location] = useState(() => historyLocation(prepare));
  return (
    <Router base={basename} hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}

/** The server render: one URL (with its query string), nothing to navigate to. */
export function StaticRouter({ basename = "", location, children }: { basename?: string; location: string; children: ReactNode }) {
  return (
    <Router base={basename} ssrPath={location}>
      {children}
    </Router>
  );
}

/** Tests: starts at the first entry, navigates in memory. */
export function MemoryRouter({ initialEntries = ["/"], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [memory] = useState(() => memoryLocation({ path: initialEntries[0] ?? "/" }));
  return <Router hook={memory.hook}>{children}</Router>;
}

export function useLocation(): Location {
  const router = useRouter();
  // The location as the address bar has it: wouter's own useLocation decodes it.
  const [path] = router.hook(router);
  const search = router.searchHook(router);
  return {
    pathname: stripBasename(path, router.base) ?? path,
    search: !search || search.startsWith("?") ? search : `?${search}`,
  };
}

export function useNavigate(): Navigate {
  return useWouterLocation()[1] as Navigate;
}

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The query string, and a setter that navigates to the same path with new parameters. */
export function useSearchParams(): [URLSearchParams, (next: SearchUpdate, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchUpdate, options?: NavigateOptions) => {
      const resolved = typeof next === "function" ? next(new URLSearchParams(search)) : next;
      const query = resolved.toString();
      navigate(pathname + (query ? `?${query}` : ""), options);
    },
    [pathname, search, navigate],
  );
  return [params, setParams];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape is kept as typed
  }
}

/**
 * The matched route's parameters, decoded ("/%D0%B0/r" gives "а"; an encoded "/" in a segment
 * too, which wouter's decodeURI leaves as it is).
 */
export function useParams(): Partial<Record<string, string>> {
  const params = useWouterParams();
  return useMemo(() => {
    const named: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && Number.isNaN(Number(key))) named[key] = safeDecode(value);
    }
    return named;
  }, [params]);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path inside the app ("/x"); the basename (/en) is added. */
  to: string;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * An <a> whose plain clicks change the screen without a page load; other clicks (new tab, a
 * `target="_blank"` link) stay the browser's. wouter's own Link would take those too.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { base } = useRouter();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to.startsWith("/") ? base + to : to} target={target} onClick={handleClick} />;
}
