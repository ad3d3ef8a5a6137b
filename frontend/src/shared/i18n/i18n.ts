import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type mn from "./locales/mn.json";
import type { Language } from "./language";

export type Catalog = typeof mn;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "messages";
    resources: { messages: Catalog };
  }
}

/** A fresh i18next instance for one render, initialised synchronously from the embedded catalog. */
export function createI18n(lang: Language, catalog: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: ["messages"],
    defaultNS: "messages",
    resources: { [lang]: { messages: catalog } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
