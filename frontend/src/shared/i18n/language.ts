export type Language = "mn" | "en";

export const LANGUAGES: readonly Language[] = ["mn", "en"];

/** The path prefix of a language: Mongolian lives at the root, English under /en. */
export function languageBase(lang: Language): string {
  return lang === "en" ? "/en" : "";
}
