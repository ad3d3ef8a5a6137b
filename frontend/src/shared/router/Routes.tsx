// The route table written as JSX (<Route path element>), the screen that matches the location, and the
// matched parameters; layout routes render their child through <Outlet />.
import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { flattenRoutes, matchRoutes, type Branch, type Params, type RouteMatch, type RouteNode } from "./matchPath";
import { useLocation } from "./Router";

export interface RouteProps {
  path?: string;
  index?: boolean;
  element: ReactElement;
  children?: ReactNode;
}

/** A row of the route table; <Routes> reads its props, it never renders itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

export type AppRouteNode = RouteNode<ReactElement>;

/** The route table as data (fragments are looked through). */
export function createRoutesFromChildren(children: ReactNode): AppRouteNode[] {
  const routes: AppRouteNode[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return;
    if (child.type !== Route) {
      routes.push(...createRoutesFromChildren(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: nested ? createRoutesFromChildren(nested) : undefined });
  });
  return routes;
}

// Ranked once per table: the app's ~100 patterns with their optional segments took a few
// milliseconds of a throttled phone's start-up, and both the preload and <Routes> need them.
const rankedTables = new WeakMap<object, Branch<ReactElement>[]>();

/** The table's ranked branches, worked out on first use and kept while the table lives. */
export function rankedRoutes(children: ReactNode): Branch<ReactElement>[] {
  const key = typeof children === "object" && children !== null ? children : null;
  const kept = key ? rankedTables.get(key) : undefined;
  if (kept) return kept;
  const branches = flattenRoutes(createRoutesFromChildren(children));
  if (key) rankedTables.set(key, branches);
  return branches;
}

interface MatchState {
  params: Params;
  outlet: ReactNode;
}

const MatchContext = createContext<MatchState>({ params: {}, outlet: null });

function renderMatches(matches: RouteMatch<ReactElement>[]): ReactNode {
  // Innermost first: each layout's <Outlet /> shows the element below it.
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <MatchContext.Provider value={{ params: match.params, outlet }}>{match.route.element}</MatchContext.Provider>
    ),
    null,
  );
}

/** The screen for the current location (nothing when no route matches). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = rankedRoutes(children);
  const matches = matchRoutes(branches, pathname);
  return matches ? renderMatches(matches) : null;
}

export function Outlet() {
  return useContext(MatchContext).outlet;
}

export function useParams<T extends Params = Params>(): Partial<T> {
  return useContext(MatchContext).params as Partial<T>;
}
