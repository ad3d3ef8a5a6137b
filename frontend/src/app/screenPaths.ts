// Paths to the screens, built from their declarations (app/screens.ts) rather than written out
// where they are linked. Features cannot import app/: routes hand them the links they need.
import type { Language } from "@/shared/i18n/language";
import type { ScreenLinks } from "@/shared/portal/ScreenLinks";
import { matchScreen, pathParts, routerPath, SCREEN_PATTERNS } from "./screenPatterns";
import { SCREENS, type ScreenDeclaration, type ScreenName } from "./screens";

export type PathParams = Readonly<Record<string, string | number | null | undefined>>;

const byName = new Map<string, ScreenDeclaration>(SCREENS.map((screen) => [screen.name, screen]));

/**
 * The path (inside the edition) of the screen declared as `name`, its parameters filled from
 * `params` (URI-encoded); an optional parameter without a value is left out with its slash.
 */
export function pathTo(name: ScreenName, params: PathParams = {}): string {
  const screen = byName.get(name);
  if (!screen) throw new Error(`pathTo: no screen is named ${name}`);
  const segments: string[] = [];
  for (const part of pathParts(screen.path)) {
    if ("text" in part) {
      segments.push(part.text);
      continue;
    }
    const value = params[part.param];
    if (value === undefined || value === null || value === "") {
      if (part.isOptional) continue;
      throw new Error(`pathTo(${name}): :${part.param} has no value`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return `/${segments.join("/")}`;
}

/**
 * The same screen in the other language, so the header switch keeps the reader in place; from a
 * screen of one item in one language (`languages: "one"`), that item's `counterpart` in the other
 * edition when it has one (an article's translation or original), else that edition's front page.
 * `path` and `counterpart` are inside the edition, as the address bar has them (encoded).
 */
export function switchLanguagePath(path: string, target: Language, counterpart?: string): string {
  const inner = path.startsWith("/") ? path : `/${path}`;
  const pathname = inner.split(/[?#]/, 1)[0] ?? inner;
  const isOneItem = matchScreen(routerPath(pathname))?.languages === "one";
  const screen = isOneItem ? (counterpart ?? "/") : inner;
  return target === "en" ? `/en${screen === "/" ? "/" : screen}` : screen;
}

/** The article `lid` shows when `path` (inside the edition) is an article's page, else null. */
export function articleOnPath(path: string): string | null {
  const pathname = routerPath(path.split(/[?#]/, 1)[0] ?? path);
  const found = SCREEN_PATTERNS.find(({ screen }) => screen.name === "article")?.pattern.exec(pathname);
  return found?.groups?.["newsid"] ?? null;
}

/** The links features ask for (shared/portal/ScreenLinks.tsx), from the same declarations. */
export const SCREEN_LINKS: ScreenLinks = {
  article: (lid) => pathTo("article", { newsid: lid }),
  category: (id) => pathTo("category", { categoryid: id }),
  comic: (id) => pathTo("comic", { comicId: id }),
  poll: (id) => pathTo("poll", { pollId: id }),
  exchange: () => pathTo("exchange"),
};
