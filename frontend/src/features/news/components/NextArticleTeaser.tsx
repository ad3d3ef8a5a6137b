import { useTranslation } from "@/shared/i18n/useTranslation";
import { useNextNews } from "../api/useNextNews";
import { NewsCard } from "./NewsCard";

/** Shown when the reader reaches the end: the next article (POST /api/next/{id}), asked for only then. */
export function NextArticleTeaser({ articleId, isReached }: { articleId: number; isReached: boolean }) {
  const { t } = useTranslation();
  const next = useNextNews(articleId, isReached);
  const item = next.data?.nextNews;
  if (!isReached || !item) return null;
  return (
    <section className="next-article" aria-label={t("article.next")} data-testid="next-article">
      <p className="next-article__label">{t("article.next")}</p>
      <NewsCard item={item} variant="row" headingLevel={2} />
    </section>
  );
}
