import type { NewsItem } from "../model/types";
import { NewsCard, type NewsCardVariant } from "./NewsCard";

interface NewsListProps {
  items: readonly NewsItem[];
  variant?: NewsCardVariant;
  /** grid: tiles; stack: one per row; scroller: a horizontal row that scrolls. */
  layout?: "grid" | "stack" | "scroller";
  headingLevel?: 2 | 3 | 4;
  ordered?: boolean;
}

/** A list of news cards. */
export function NewsList({ items, variant = "card", layout = "grid", headingLevel = 3, ordered = false }: NewsListProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`news-list news-list--${layout}`}>
      {items.map((item) => (
        <li key={item.id} className="news-list__item">
          <NewsCard item={item} variant={variant} headingLevel={headingLevel} />
        </li>
      ))}
    </List>
  );
}
