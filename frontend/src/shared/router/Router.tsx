// Where the reader is and how to go elsewhere: one context fed by the browser's history (BrowserRouter),
// a fixed URL (StaticRouter, the server render) or an in-memory list (MemoryRouter, tests).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { stripBasename } from "./matchPath";

export interface Location {
  /** Without the basename: "/x" on /en/x. */
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (a filter changed, not the screen). */
  preventScrollReset?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  basename: string;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error("router hooks need a BrowserRouter, StaticRouter or MemoryRouter above them");
  return router;
}

export function parseLocation(url: string): Location {
  const parsed = new URL(url, "http://portal.invalid");
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

function withBasename(basename: string, to: string): string {
  return to.startsWith("/") ? basename + to : to;
}

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function currentLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  return { pathname: stripBasename(pathname, basename) ?? pathname, search, hash };
}

/** Loads what a location's screen needs (its code) before the router shows it. */
export type Prepare = (pathname: string) => Promise<unknown>;

/**
 * The browser's router: pushState/replaceState, back and forward, scroll to top on a new screen.
 * With `prepare`, the current screen stays up while the next one's code loads (the runtime has no
 * transitions to hold it); of several quick navigations only the last is shown.
 */
export function BrowserRouter({ basename = "", prepare, children }: { basename?: string; prepare?: Prepare; children: ReactNode }) {
  const [location, setLocation] = useState(() => currentLocation(basename));
  const [scrollTarget, setScrollTarget] = useState<Location | null>(null);
  const latest = useRef(0);
  const shownPath = useRef(location.pathname);

  const show = useCallback(
    (next: Location, scroll: boolean) => {
      const ticket = ++latest.current;
      const apply = () => {
        if (ticket !== latest.current) return;
        shownPath.current = next.pathname;
        setLocation(next);
        if (scroll) setScrollTarget(next);
      };
      // The same screen with other parameters (a filter, a page) needs nothing new.
      if (!prepare || next.pathname === shownPath.current) return apply();
      // A chunk that fails to load still shows the screen: its error boundary tells the reader.
      void prepare(withBasename(basename, next.pathname)).then(apply, apply);
    },
    [basename, prepare],
  );

  useEffect(() => {
    const onPop = () => show(currentLocation(basename), false);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [basename, show]);

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const href = withBasename(basename, to);
      const here = window.location.pathname + window.location.search + window.location.hash;
      // A link to where the reader already is adds no history entry (Back would seem to do nothing).
      if (options.replace || href === here) window.history.replaceState(null, "", href);
      else window.history.pushState(null, "", href);
      show(currentLocation(basename), !options.preventScrollReset);
    },
    [basename, show],
  );

  useIsomorphicLayoutEffect(() => {
    if (scrollTarget && scrollTarget === location && !location.hash) window.scrollTo(0, 0);
  }, [scrollTarget, location]);

  const value = useMemo(() => ({ location, basename, navigate }), [location, basename, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const ignoreNavigation: Navigate = () => undefined;

/** The server render: one URL, nothing to navigate to. */
export function StaticRouter({ basename = "", location, children }: { basename?: string; location: string; children: ReactNode }) {
  const parsed = parseLocation(location);
  const value: RouterState = {
    location: { ...parsed, pathname: stripBasename(parsed.pathname, basename) ?? parsed.pathname },
    basename,
    navigate: ignoreNavigation,
  };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Tests: starts at the first entry, navigates in memory. */
export function MemoryRouter({ initialEntries = ["/"], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => parseLocation(initialEntries[0] ?? "/"));
  const navigate = useCallback<Navigate>((to) => setLocation(parseLocation(to)), []);
  const value = useMemo(() => ({ location, basename: "", navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The query string, and a setter that navigates to the same path with new parameters. */
export function useSearchParams(): [URLSearchParams, (next: SearchUpdate, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchUpdate, options?: NavigateOptions) => {
      const resolved = typeof next === "function" ? next(new URLSearchParams(location.search)) : next;
      const search = resolved.toString();
      navigate(location.pathname + (search ? `?${search}` : "") + location.hash, options);
    },
    [location, navigate],
  );
  return [params, setParams];
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

/** An <a> whose plain clicks change the screen without a page load; other clicks (new tab...) stay native. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { basename, navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={withBasename(basename, to)} target={target} onClick={handleClick} />;
}
