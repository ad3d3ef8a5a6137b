// How a declared path (app/screens.ts) becomes the one regex that matches it: the browser's router
// uses it, and the server gets its source in routes.json (frontend/build-routes.mjs).
import { PARAM_KINDS, SCREENS, type ScreenDeclaration } from "./screens";

/** A segment of a declared path: fixed text, or a `:name` parameter (`:name?`: it may be absent). */
export type PathPart = { text: string } | { param: string; isOptional: boolean };

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/;

/** The segments of a declared path ("/" has none). */
export function pathParts(path: string): PathPart[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = PARAM.exec(segment);
      return param ? { param: param[1]!, isOptional: param[2] === "?" } : { text: segment };
    });
}

// Written so that Python's `re` reads it the same (the server matches with it too).
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The regex source of a declared path: each parameter a named group of its kind, an optional one
 * with its slash, anchored, a trailing slash allowed. Matched case-insensitively.
 */
export function screenPattern(path: string, kinds: Readonly<Record<string, string>> = PARAM_KINDS): string {
  const body = pathParts(path)
    .map((part) => {
      if ("text" in part) return `/${escapeRegExp(part.text)}`;
      const kind = kinds[part.param];
      if (kind === undefined) throw new Error(`${path}: the parameter :${part.param} has no kind in PARAM_KINDS`);
      const group = `(?<${part.param}>${kind})`;
      return part.isOptional ? `(?:/${group})?` : `/${group}`;
    })
    .join("");
  return `^${body}/?$`;
}

export interface ScreenPattern {
  screen: ScreenDeclaration;
  /** What wouter's <Route path> takes: its named groups are the route's parameters. */
  pattern: RegExp;
}

/** Every screen with its regex, in the order they are tried. */
export const SCREEN_PATTERNS: readonly ScreenPattern[] = SCREENS.map((screen) => ({
  screen,
  pattern: new RegExp(screenPattern(screen.path), "i"),
}));

/** The screen that shows `path` (inside the edition, decoded as the router matches it), or null: not found. */
export function matchScreen(path: string): ScreenDeclaration | null {
  return SCREEN_PATTERNS.find(({ pattern }) => pattern.test(path))?.screen ?? null;
}

/** The path as the router matches it: decoded (a malformed escape is kept as typed). */
export function routerPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
