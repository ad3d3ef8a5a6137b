import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Deferred } from "@/shared/hydration/deferred";
import { Link, useParams } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { AdSlot } from "@/features/ads/components/AdSlot";
import { ArticleCorrections } from "@/features/corrections/components/ArticleCorrections";
import { useArticle } from "@/features/news/api/useArticle";
import { sendReaderCounter } from "@/features/news/api/readerCounters";
import { ArticleBody } from "@/features/news/blocks/ArticleBody";
import { ArticleImage } from "@/features/news/components/ArticleImage";
import { ArticlePairLink } from "@/features/news/components/ArticlePairLink";
import { FontSizeControl } from "@/features/news/components/FontSizeControl";
import { LiveCoverage } from "@/features/news/components/LiveCoverage";
import { LiveMark } from "@/features/news/components/LiveMark";
import { NewsStats } from "@/features/news/components/NewsStats";
import { NextArticleTeaser } from "@/features/news/components/NextArticleTeaser";
import { ReadingProgressBar } from "@/features/news/components/ReadingProgressBar";
import { RelatedNews } from "@/features/news/components/RelatedNews";
import { RelativeTime } from "@/features/news/components/RelativeTime";
import { SelectionSharePopup } from "@/features/news/components/SelectionSharePopup";
import { ShareLinks } from "@/features/news/components/ShareLinks";
import { useArticleFontSize } from "@/features/news/hooks/useArticleFontSize";
import { useOwnEdition } from "@/features/news/hooks/useOwnEdition";
import { useReadingProgress } from "@/features/news/hooks/useReadingProgress";
import { pickRendition } from "@/features/news/model/renditions";
import type { Article } from "@/features/news/model/readingTypes";
import { pathTo } from "@/app/screenPaths";
import "@/features/news/article.css";
import { useHead } from "@/shared/hooks/useHead";
import { formatDate } from "@/shared/lib/formatDate";
import { CommentsIsland } from "@/features/comments/components/CommentsIsland";
import { ReactionBar } from "@/features/reactions/components/ReactionBar";
import { NotFoundRoute } from "./NotFoundRoute";

/** The social card image: the largest rendition up to 1280 px, as an absolute URL. */
const SHARE_IMAGE_WIDTH = 1280;
const INLINE_AD_AFTER_PARAGRAPH = 3;

/** A picture's address on the site, unless it is on a storage's own domain already. */
function absoluteOn(site: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : site + url;
}

function ArticleView({ article, articleUrl }: { article: Article; articleUrl: string }) {
  const { t, i18n } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  const fontSize = useArticleFontSize();
  const progress = useReadingProgress(body);
  const { lid } = article;

  // Counted after the page has loaded, off the page's request path.
  useEffect(() => sendReaderCounter("view", lid), [lid]);
  const onShare = useCallback(() => sendReaderCounter("share", lid), [lid]);
  const context = { articleUrl, onShare };
  const isLive = article.shuud === 1;

  return (
    <>
      <ReadingProgressBar value={progress.value} />
      <article className="article">
        <AdSlot slotId="article-top" width={728} height={90} />
        <header className="article__header">
          <p className="article__kicker">
            {isLive && <LiveMark />}
            <Link className="article__category" to={pathTo("category", { categoryid: article.newstyppe.id })}>
              {article.newstyppe.name}
            </Link>
          </p>
          <h1 className="article__title">{article.title}</h1>
          {article.lead && <p className="article__lead">{article.lead}</p>}
          <div className="article__meta">
            {article.provider && (
              <Link className="article__author" to={pathTo("provider", { providerid: article.provider.id })}>
                {article.provider_image && <img src={article.provider_image} alt="" width={32} height={32} loading="lazy" />}
                <span>
                  <span className="visually-hidden">{t("article.journalist")}: </span>
                  {article.provider.name}
                </span>
              </Link>
            )}
            <RelativeTime iso={article.publish_date} />
            <NewsStats item={article} />
          </div>
          {article.is_outdated && (
            <p className="article__outdated" role="note">
              {t("article.outdated", { date: formatDate(article.publish_date, i18n.language) })}
            </p>
          )}
          <div className="article__tools">
            <FontSizeControl size={fontSize.size} onChange={fontSize.change} />
            <ShareLinks articleUrl={articleUrl} onShare={onShare} label={t("article.share")} />
          </div>
          {article.pair && <ArticlePairLink pair={article.pair} />}
        </header>
        <ArticleCorrections corrections={article.corrections} position="top" listHref={pathTo("corrections")} />
        <ArticleImage article={article} />
        {/^https:\/\//.test(article.video_url) && (
          <p className="article__video">
            <a href={article.video_url} target="_blank" rel="noopener noreferrer">
              {t("article.watchVideo")}
              <span className="visually-hidden"> {t("news.opensInNewTab")}</span>
            </a>
          </p>
        )}
        <div ref={body} className="article__body" style={{ fontSize: `${fontSize.size}px` }} data-testid="article-body">
          <ArticleBody
            blocks={article.body_blocks}
            context={context}
            inline={{ afterParagraph: INLINE_AD_AFTER_PARAGRAPH, node: <AdSlot slotId="article-inline" width={300} height={250} /> }}
          />
          <SelectionSharePopup container={body} articleUrl={articleUrl} onShare={onShare} />
        </div>
        {article.live && <LiveCoverage lid={lid} coverage={article.live} context={context} />}
        {article.tags.length > 0 && (
          <nav className="article__tags" aria-label={t("article.tags")}>
            <ul>
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={pathTo("tag", { slug: tag.slug })}>#{tag.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ArticleCorrections corrections={article.corrections} position="bottom" listHref={pathTo("corrections")} />
        <p className="article__source">{t("article.source", { site: t("site.name") })}</p>
        <ShareLinks articleUrl={articleUrl} onShare={onShare} label={t("article.share")} />
        <ReactionBar
          articleId={article.id}
          initial={article.emotics}
          isMega={article.mega_project !== null}
        />
        <NextArticleTeaser articleId={article.id} isReached={progress.showNext} />
        <AdSlot slotId="article-bottom" width={728} height={90} />
      </article>
      {/* Below the fold: each hydrates in a task of its own, after the article. */}
      <Deferred>
        <CommentsIsland target={{ kind: "news", id: article.id }} />
      </Deferred>
      <Deferred>
        <RelatedNews lid={lid} />
      </Deferred>
    </>
  );
}

function ArticleScreen({ lid }: { lid: string }) {
  const { t } = useTranslation();
  const { siteUrl, base } = usePortal();
  const { data, error } = useArticle(lid);
  const article = data?.entity;
  const site = siteUrl.replace(/\/+$/, "");
  const isNotFound = error?.status === 404;
  const image = article ? pickRendition(article.renditions, SHARE_IMAGE_WIDTH) : null;
  const isMoving = useOwnEdition(article?.language, lid);
  // The not-found screen declares the same head, so whichever effect runs last agrees.
  useHead(
    article
      ? { title: `${article.title} · ${t("site.name")}`, description: article.lead, image: image ? absoluteOn(site, image) : "", type: "article" }
      : { title: `${isNotFound ? t("notFound.title") : t("news.loading")} · ${t("site.name")}` },
  );
  if (isNotFound) return <NotFoundRoute />;
  if (error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  if (!article || isMoving) return <p role="status">{t("news.loading")}</p>;
  return <ArticleView article={article} articleUrl={`${site}${base}${pathTo("article", { newsid: lid })}`} />;
}

/** `/:newsid/r`: one article (newsid is its lid). */
export function ArticleRoute() {
  const { newsid = "" } = useParams();
  // Another article is another screen: keying by lid resets progress, lightbox and related lists.
  return <ArticleScreen key={newsid} lid={newsid} />;
}
