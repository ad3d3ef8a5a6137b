import { useTranslation } from "@/shared/i18n/useTranslation";
import { buildShareLinks } from "../model/selectionShare";
import type { QuoteBlock as Quote } from "../model/readingTypes";
import type { BlockContext } from "./blockContext";

/** A quote that is also a share link: the quote goes to Facebook or X with the article's address. */
export function QuoteBlock({ block, context }: { block: Quote; context: BlockContext }) {
  const { t } = useTranslation();
  const links = buildShareLinks(context.articleUrl, block.text);
  return (
    <figure className="article-quote">
      <blockquote className="article-quote__text">
        <p>{block.text}</p>
      </blockquote>
      <figcaption className="article-quote__share">
        <span>{t("article.shareQuote")}</span>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={context.onShare}>
          Facebook<span className="visually-hidden"> {t("news.opensInNewTab")}</span>
        </a>
        <a href={links.x} target="_blank" rel="noopener noreferrer" onClick={context.onShare}>
          X<span className="visually-hidden"> {t("news.opensInNewTab")}</span>
        </a>
      </figcaption>
    </figure>
  );
}
