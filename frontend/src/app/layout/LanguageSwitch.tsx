import { useTranslation } from "@/shared/i18n/useTranslation";
import { useLocation } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { switchLanguagePath } from "@/app/screenPaths";

/** A plain link to the same screen in the other language (a full page load in that language). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang } = usePortal();
  const location = useLocation();
  const target = lang === "mn" ? "en" : "mn";
  const href = switchLanguagePath(location.pathname + location.search, target);
  return (
    <a className="language-switch" href={href} hrefLang={target} lang={target}>
      {t("language.switchTo")}
    </a>
  );
}
