import { useTranslation } from "@/shared/i18n/useTranslation";
import type { Language } from "@/shared/i18n/language";
import { useLocation } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { useArticle } from "@/features/news/api/useArticle";
import { articleOnPath, pathTo, switchLanguagePath } from "@/app/screenPaths";

/** A plain link to the same screen in the other language (a full page load in that language); on
 * an article, to its translation or original when it has one. */
export function LanguageSwitch() {
  const { lang } = usePortal();
  const location = useLocation();
  const target = lang === "mn" ? "en" : "mn";
  const path = location.pathname + location.search;
  const lid = articleOnPath(location.pathname);
  if (lid !== null) return <ArticleLanguageSwitch lid={lid} path={path} target={target} />;
  return <SwitchLink href={switchLanguagePath(path, target)} target={target} />;
}

/** The article's data is the page's own read (embedded, or being fetched for the page): no request of its own. */
function ArticleLanguageSwitch({ lid, path, target }: { lid: string; path: string; target: Language }) {
  const pair = useArticle(lid).data?.entity.pair;
  const counterpart = pair?.language === target ? pathTo("article", { newsid: pair.lid }) : undefined;
  return <SwitchLink href={switchLanguagePath(path, target, counterpart)} target={target} />;
}

function SwitchLink({ href, target }: { href: string; target: Language }) {
  const { t } = useTranslation();
  return (
    <a className="language-switch" href={href} hrefLang={target} lang={target}>
      <span className="language-switch__name">{t("language.switchTo")}</span>
      {/* A narrow phone shows the language's short form; the link's name stays the whole word. */}
      <span className="language-switch__short" aria-hidden="true">
        {t("language.switchToShort")}
      </span>
    </a>
  );
}
