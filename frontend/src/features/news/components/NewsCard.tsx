import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import type { NewsItem } from "../model/types";
import { NewsStats } from "./NewsStats";
import { NewsThumb, type ThumbSize } from "./NewsThumb";
import { RelativeTime } from "./RelativeTime";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";
import { LiveMark } from "./LiveMark";
import { MarkedText } from "./MarkedText";
import type { TextMarks } from "../model/marks";

/** lead: the big top story; card: a grid tile; row: thumbnail beside the title; text: title only. */
export type NewsCardVariant = "lead" | "card" | "row" | "text";

interface NewsCardProps {
  item: NewsItem;
  variant?: NewsCardVariant;
  headingLevel?: 2 | 3 | 4;
  /** The LCP image of the page loads eagerly. */
  isPriority?: boolean;
  showLead?: boolean;
  /** The picture's width class where it differs from the variant's usual one. */
  thumb?: ThumbSize;
  /** Views, comments and shares under the title (never in the narrow sidebar). */
  hasStats?: boolean;
  /** The search's matched words in the title and lead. */
  marks?: TextMarks;
}

/** One news item: links to its article (in a new tab when `newtab` is set). */
export function NewsCard({ item, variant = "card", headingLevel = 3, isPriority = false, showLead = false, thumb, hasStats = true, marks }: NewsCardProps) {
  const { t } = useTranslation();
  const links = useScreenLinks();
  const Heading = `h${headingLevel}` as const;
  const isLive = item.shuud === 1;
  const opensNewTab = item.newtab === 1;
  return (
    <article className={`news-card news-card--${variant}`}>
      <Link
        className="news-card__link"
        to={links.article(item.lid)}
        target={opensNewTab ? "_blank" : undefined}
        rel={opensNewTab ? "noopener" : undefined}
      >
        {variant !== "text" && (
          <span className="news-card__media">
            <NewsThumb item={item} size={thumb ?? (variant === "lead" ? "lead" : variant === "row" ? "small" : "card")} isPriority={isPriority} />
            {isLive && <LiveMark isOverlay />}
          </span>
        )}
        <Heading className="news-card__title">
          {isLive && variant === "text" && <LiveMark />}
          <MarkedText text={item.title} ranges={marks?.title} />
          {opensNewTab && <span className="visually-hidden"> {t("news.opensInNewTab")}</span>}
        </Heading>
      </Link>
      {showLead && item.lead && <p className="news-card__lead"><MarkedText text={item.lead} ranges={marks?.lead} /></p>}
      <p className="news-card__meta">
        <Link className="news-card__category" to={links.category(item.newstyppe.id)}>
          {item.newstyppe.name}
        </Link>
        <RelativeTime iso={item.publish_date} />
        {hasStats && variant !== "text" && <NewsStats item={item} />}
      </p>
    </article>
  );
}
