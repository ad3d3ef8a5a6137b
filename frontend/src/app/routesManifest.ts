// What the server reads of the screens: frontend/dist/routes.json, written by the build
// (frontend/build-routes.mjs) from app/screens.ts, so that the page view matches a path with the
// browser's own regex and embeds the reads the screen declares.
import { pathParts, screenPattern } from "./screenPatterns";
import { LAYOUT_READS, SCREENS, type ReadDeclaration, type ReadValue, type ScreenDeclaration } from "./screens";

/** A screen as routes.json holds it: its declaration with the defaults filled in and its regex. */
export interface ScreenEntry {
  name: string;
  /** The regex source the browser matches with (named groups `(?<name>…)`), case-insensitively. */
  pattern: string;
  screen: string;
  props: Readonly<Record<string, string | boolean>>;
  layout: "site" | "bare";
  languages: "both" | "one";
  reads: readonly ReadDeclaration[];
}

export interface RoutesManifest {
  /** The reads of the site layout, made on every page but the bare ones' (and the not-found page's). */
  layoutReads: readonly ReadDeclaration[];
  /** In the order they are tried; a path no pattern matches is not found. */
  screens: ScreenEntry[];
}

export function routesManifest(screens: readonly ScreenDeclaration[] = SCREENS, layoutReads: readonly ReadDeclaration[] = LAYOUT_READS): RoutesManifest {
  return {
    layoutReads,
    screens: screens.map((screen) => ({
      name: screen.name,
      pattern: screenPattern(screen.path),
      screen: screen.screen,
      props: screen.props ?? {},
      layout: screen.layout ?? "site",
      languages: screen.languages ?? "both",
      reads: screen.reads ?? [],
    })),
  };
}

/**
 * What is wrong with the declarations, in words (none: []): a name used twice, a screen without its
 * file in app/routes/ (`screenFiles`, by name), a path parameter without a kind, a read that names a
 * parameter its path does not have, a bare screen after a site one (the browser tries the bare
 * ones first). The build fails on any; a unit test holds the list empty.
 */
export function screenProblems(
  screenFiles: readonly string[],
  screens: readonly ScreenDeclaration[] = SCREENS,
  layoutReads: readonly ReadDeclaration[] = LAYOUT_READS,
): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  let firstSite: string | null = null;
  for (const screen of screens) {
    if (names.has(screen.name)) problems.push(`${screen.name}: the name is used twice`);
    names.add(screen.name);
    if (!screenFiles.includes(screen.screen)) problems.push(`${screen.name}: no app/routes/${screen.screen}.tsx`);
    if (screen.layout === "bare" && firstSite !== null) problems.push(`${screen.name}: a bare screen after the site screen ${firstSite}`);
    if (screen.layout !== "bare") firstSite ??= screen.name;
    const params = pathParts(screen.path).flatMap((part) => ("param" in part ? [part.param] : []));
    if (new Set(params).size !== params.length) problems.push(`${screen.name}: ${screen.path} names a parameter twice`);
    try {
      screenPattern(screen.path);
    } catch (error) {
      problems.push(`${screen.name}: ${(error as Error).message}`);
    }
    for (const read of screen.reads ?? []) problems.push(...readProblems(read, params).map((problem) => `${screen.name}: ${problem}`));
  }
  for (const read of layoutReads) problems.push(...readProblems(read, []).map((problem) => `layout: ${problem}`));
  return problems;
}

function readProblems(read: ReadDeclaration, params: readonly string[]): string[] {
  const problems: string[] = [];
  const args = read.args ?? {};
  for (const part of pathParts(read.api)) {
    if ("param" in part && !(part.param in args) && !params.includes(part.param)) {
      problems.push(`${read.api}: :${part.param} is neither in its args nor a parameter of the path`);
    }
  }
  const values: ReadValue[] = [...Object.values(args), ...(read.when === undefined ? [] : [read.when])];
  for (const value of values.flatMap((value) => (Array.isArray(value) ? value : [value]))) {
    if (typeof value === "string" && value.startsWith(":") && !params.includes(value.slice(1))) {
      problems.push(`${read.api}: ${value} is not a parameter of the path`);
    }
  }
  if (read.when !== undefined && !/^[:?=]/.test(read.when)) problems.push(`${read.api}: when (${read.when}) is no reference`);
  return problems;
}
