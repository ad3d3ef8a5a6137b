import { useTranslation } from "@/shared/i18n/useTranslation";
import { languageBase } from "@/shared/i18n/language";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";
import type { Article } from "../model/readingTypes";

type Pair = NonNullable<Article["pair"]>;

/** "Read in Mongolian" / "Англиар унших": the same story in the other edition, a full page load in
 * that language (its layout, its strings). */
export function ArticlePairLink({ pair }: { pair: Pair }) {
  const { t } = useTranslation();
  const links = useScreenLinks();
  return (
    <p className="article__pair">
      <a href={languageBase(pair.language) + links.article(pair.lid)} hrefLang={pair.language}>
        {t("article.readInOther")}
      </a>
      <span className="visually-hidden">: </span>
      <span className="article__pair-title" lang={pair.language}>{pair.title}</span>
    </p>
  );
}
