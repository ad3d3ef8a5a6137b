export type Language = "mn" | "en";

export const LANGUAGES: readonly Language[] = ["mn", "en"];

/** The path prefix of a language: Mongolian lives at the root, English under /en. */
export function languageBase(lang: Language): string {
  return lang === "en" ? "/en" : "";
}

/**
 * Screens of one item that exists in one language only (an article, a tag, a comic, a poll, a
 * mega project): the other edition has no such page. Mirrors SINGLE_LANGUAGE_ROUTES of
 * backend/web/routes.py, less the mega-project index, which each edition has.
 */
const SINGLE_LANGUAGE_PATHS = [/^\/[A-Za-z0-9]{4,16}\/r$/, /^\/tag\/[^/]+$/, /^\/\d+\/(comic|poll)$/, /^\/megaprojects\/\d+/];

/**
 * The same screen in the other language, so the header switch keeps the reader in place; from a
 * single-language screen, the other edition's front page.
 */
export function switchLanguagePath(path: string, target: Language): string {
  const inner = path.startsWith("/") ? path : `/${path}`;
  const pathname = inner.split(/[?#]/, 1)[0] ?? inner;
  const screen = SINGLE_LANGUAGE_PATHS.some((pattern) => pattern.test(pathname)) ? "/" : inner;
  return target === "en" ? `/en${screen === "/" ? "/" : screen}` : screen;
}
