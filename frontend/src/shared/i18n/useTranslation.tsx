import { createContext, useContext, type ReactNode } from "react";
import type { Translator } from "./i18n";

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** `const { t } = useTranslation()`: the UI strings of the page's language. */
export function useTranslation(): { t: Translator["t"]; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation outside I18nProvider");
  return { t: translator.t, i18n: translator };
}
