// Path matching for the route table: the part of react-router the portal used, in ~1 KB instead of ~13
// KB gzip on every page (docs/adr/009-in-house-router-and-queries.md). Patterns are react-router's:
// ":param", ":param?" (optional), "*" (the rest), matched case-insensitively, trailing slash ignored.

export type Params = Record<string, string>;

export interface RouteNode<E> {
  path?: string;
  index?: boolean;
  element: E;
  children?: RouteNode<E>[];
}

export interface RouteMatch<E> {
  route: RouteNode<E>;
  params: Params;
}

export interface Branch<E> {
  /** Layout routes from the root down to the leaf. */
  routes: RouteNode<E>[];
  segments: string[];
  score: number;
  order: number;
}

/** Every required/optional combination of a pattern: "a/:b?/:c?" -> "a", "a/:b", "a/:b/:c". */
export function explodeOptional(segments: string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const tails = explodeOptional(rest);
  if (!first.endsWith("?")) return tails.map((tail) => [first, ...tail]);
  const required = first.slice(0, -1);
  return [...tails.map((tail) => [required, ...tail]), ...(tails.some((tail) => tail.length === 0) ? [[]] : [])];
}

/** react-router's ranking: static segments outweigh parameters, which outweigh a splat; index routes win ties. */
function scoreOf(segments: string[], isIndex: boolean): number {
  let score = segments.length + (isIndex ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") score -= 2;
    else score += segment.startsWith(":") ? 3 : 10;
  }
  return score;
}

function split(path: string): string[] {
  return path.split("/").filter(Boolean);
}

export function flattenRoutes<E>(routes: RouteNode<E>[]): Branch<E>[] {
  const branches: Branch<E>[] = [];
  const walk = (nodes: RouteNode<E>[], parents: RouteNode<E>[], prefix: string[]) => {
    for (const route of nodes) {
      const chain = [...parents, route];
      for (const own of explodeOptional(split(route.path ?? ""))) {
        const segments = [...prefix, ...own];
        if (route.children?.length) walk(route.children, chain, segments);
        else if (route.path !== undefined || route.index) {
          branches.push({ routes: chain, segments, score: scoreOf(segments, !!route.index), order: branches.length });
        }
      }
    }
  };
  walk(routes, [], []);
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

function matchSegments(pattern: string[], parts: string[]): Params | null {
  const params: Params = {};
  for (const [i, segment] of pattern.entries()) {
    if (segment === "*") {
      params["*"] = parts.slice(i).join("/");
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = safeDecode(part);
    else if (segment.toLowerCase() !== safeDecode(part).toLowerCase()) return null;
  }
  return pattern.length === parts.length ? params : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed escape is matched as typed
  }
}

/** The chain of routes (layouts first) that renders `pathname`, or null when nothing matches. */
export function matchRoutes<E>(branches: Branch<E>[], pathname: string): RouteMatch<E>[] | null {
  const parts = split(pathname);
  for (const branch of branches) {
    const params = matchSegments(branch.segments, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

/** `pathname` without the router's basename ("/en/x" -> "/x"), or null when it lies outside it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (!basename || basename === "/") return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase().replace(/\/$/, "");
  if (lower !== base && !lower.startsWith(base + "/")) return null;
  return pathname.slice(base.length) || "/";
}
