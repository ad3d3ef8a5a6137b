export type Language = "mn" | "en";

export const LANGUAGES: readonly Language[] = ["mn", "en"];

/** The path prefix of a language: Mongolian lives at the root, English under /en. */
export function languageBase(lang: Language): string {
  return lang === "en" ? "/en" : "";
}

/** The same screen in the other language (the header switch keeps the reader in place). */
export function switchLanguagePath(path: string, target: Language): string {
  const inner = path.startsWith("/") ? path : `/${path}`;
  return target === "en" ? `/en${inner === "/" ? "/" : inner}` : inner;
}
