import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber } from "@/shared/lib/formatNumber";
import type { NewsItem } from "../model/types";

type StatKind = "views" | "comments" | "shares";

// The icons are CSS masks (global.css, .news-stat__icon--*): a front page shows ~150 of them,
// and inline SVG paths made a fifth of its HTML.
function Stat({ kind, label, value }: { kind: StatKind; label: string; value: number }) {
  return (
    <span className="news-stat">
      <span className={`news-stat__icon news-stat__icon--${kind}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
      {formatNumber(value)}
    </span>
  );
}

/** Views, comments and shares of a news item, formatted as 0,0. */
export function NewsStats({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  return (
    <span className="news-stats">
      <Stat kind="views" label={t("news.views")} value={item.views} />
      <Stat kind="comments" label={t("news.comments")} value={item.comment_count} />
      <Stat kind="shares" label={t("news.shares")} value={item.totalFavCount} />
    </span>
  );
}
