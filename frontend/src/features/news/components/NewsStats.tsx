import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber } from "@/shared/lib/formatNumber";
import type { NewsItem } from "../model/types";

const ICONS = {
  views: "M12 5C6.5 5 2.7 9.6 1.5 12c1.2 2.4 5 7 10.5 7s9.3-4.6 10.5-7C21.3 9.6 17.5 5 12 5zm0 11a4 4 0 110-8 4 4 0 010 8z",
  comments: "M4 4h16a1 1 0 011 1v11a1 1 0 01-1 1H9l-5 4v-4H4a1 1 0 01-1-1V5a1 1 0 011-1z",
  shares: "M18 16a3 3 0 00-2.4 1.2l-6.7-3.4a3 3 0 000-1.6l6.7-3.4A3 3 0 1015 7l-6.7 3.4a3 3 0 100 3.2L15 17a3 3 0 103-1z",
} as const;

function Stat({ kind, label, value }: { kind: keyof typeof ICONS; label: string; value: number }) {
  return (
    <span className="news-stat">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d={ICONS[kind]} fill="currentColor" />
      </svg>
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
