import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber } from "@/shared/lib/formatNumber";
import type { NewsItem } from "../model/types";

type StatKind = "views" | "comments" | "shares";

// The icons are CSS masks on ::before (global.css, .news-stat--*): a front page shows ~90 of
// them; inline SVG paths made a fifth of its HTML, and an element per icon another 5 KB.
function Stat({ kind, label, value }: { kind: StatKind; label: string; value: number }) {
  return (
    <span className={`news-stat news-stat--${kind}`}>
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
