// UI strings: a small typed translator over the embedded catalog (i18next would add ~15 KB
// gzip to every page for features the portal does not use: one namespace, no plurals).
import type mn from "./locales/mn.json";
import type { Language } from "./language";

export type Catalog = typeof mn;

/** Every dotted key of the catalog ("site.name", "time.minutes", ...). */
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${KeysOf<T[K]>}` : never;
}[keyof T & string];

export type TranslationKey = KeysOf<Catalog>;
export type TranslationValues = Record<string, string | number | undefined>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

export interface Translator {
  language: Language;
  t: Translate;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(catalog: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A translator for one language; a missing key shows the key itself (and the catalog test fails). */
export function createI18n(lang: Language, catalog: Record<string, unknown>): Translator {
  const t: Translate = (key, values) => {
    const text = lookup(catalog, key) ?? key;
    return values ? text.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? "")) : text;
  };
  return { language: lang, t };
}
