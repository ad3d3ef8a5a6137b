// The UI strings travel as hashed static files, not inside every page: a reader's browser keeps
// them for good, so each page is ~7 KB (gzip) lighter. The page names its language's file beside
// its scripts (backend/web/assets.py) and src/boot.ts preloads them together after the first paint.
import enUrl from "./locales/en.json?url";
import mnUrl from "./locales/mn.json?url";
import type { Language } from "./language";

export const CATALOG_URLS: Record<Language, string> = { mn: mnUrl, en: enUrl };

/** The /translations endpoint (DESIGN.md section 5): the same strings when the static file fails. */
export function translationsUrl(lang: Language): string {
  return `/translations/messages.json?locales=${lang}`;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The catalog of one language: the hashed file, else the translations endpoint; rejects when both fail. */
export async function loadCatalog(lang: Language): Promise<Record<string, unknown>> {
  try {
    return (await fetchJson(CATALOG_URLS[lang])) as Record<string, unknown>;
  } catch {
    const body = (await fetchJson(translationsUrl(lang))) as { translations: Record<string, { messages: Record<string, unknown> }> };
    const catalog = body.translations[lang]?.messages;
    if (!catalog) throw new Error(`no ${lang} catalog`);
    return catalog;
  }
}
