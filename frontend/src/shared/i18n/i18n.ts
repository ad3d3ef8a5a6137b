// UI strings: a small typed translator over the embedded catalog (i18next would add ~15 KB
// gzip to every page for features the portal does not use: one namespace, nesting, contexts).
//
// Plurals as i18next writes them: a count's forms are sibling keys named by their CLDR plural
// category (`count_one`, `count_other`), asked for by their base (`t("comments.count", { count })`);
// `Intl.PluralRules` of the page's language picks the form, and `_other` stands in for any missing.
import type mn from "./locales/mn.json";
import type { Language } from "./language";

export type Catalog = typeof mn;

/** Every dotted key of the catalog ("site.name", "time.minutes_one", ...). */
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${KeysOf<T[K]>}` : never;
}[keyof T & string];

type LeafKey = KeysOf<Catalog>;
/** The key of a count's forms: "comments.count" for "comments.count_one" and "comments.count_other". */
export type PluralKey = LeafKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;
/** The key of a plain string (not one form of a count). */
export type TranslationKey = Exclude<LeafKey, `${PluralKey}_${Intl.LDMLPluralRule}`>;
export type TranslationValues = Record<string, string | number | undefined>;
export interface Translate {
  /** A count's text: its form for `count` in the page's language. */
  (key: PluralKey, values: TranslationValues & { count: number }): string;
  (key: TranslationKey, values?: TranslationValues): string;
}

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

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The language's plural rules, made once on the first count asked for: ~0.5 ms in Chromium, where
 * the first Intl.NumberFormat costs 50-80 ms (shared/lib/formatNumber.ts), so the cards' "5 minutes
 * ago" costs the start-up nothing. The server's V8 has mn's rules too (one, other), though not its
 * date names, so a page hydrates with the words it was drawn with.
 */
function pluralRulesOf(lang: Language): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules;
}

/** The text of `key` for `count`: its plural form, else its `_other` form, else a plain string under the key. */
function lookupCount(catalog: Record<string, unknown>, lang: Language, key: string, count: number): string | undefined {
  const form = lookup(catalog, `${key}_${pluralRulesOf(lang).select(count)}`);
  return form ?? lookup(catalog, `${key}_other`) ?? lookup(catalog, key);
}

/** A translator for one language; a missing key shows the key itself (and the catalog test fails). */
export function createI18n(lang: Language, catalog: Record<string, unknown>): Translator {
  const t: Translate = (key: string, values?: TranslationValues) => {
    const count = values?.count;
    const found = typeof count === "number" ? lookupCount(catalog, lang, key, count) : lookup(catalog, key);
    const text = found ?? key;
    return values ? text.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? "")) : text;
  };
  return { language: lang, t };
}
