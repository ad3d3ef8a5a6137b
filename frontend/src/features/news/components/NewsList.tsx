import type { NewsItem } from "../model/types";
import type { TextMarks } from "../model/marks";
import { NewsCard, type NewsCardVariant } from "./NewsCard";

interface NewsListProps {
  items: readonly NewsItem[];
  variant?: NewsCardVariant;
  /** grid: tiles; stack: one per row; scroller: a horizontal row that scrolls. */
  layout?: "grid" | "stack" | "scroller";
  headingLevel?: 2 | 3 | 4;
  ordered?: boolean;
  /** Leads under the titles (search results show them with the matched words marked). */
  showLead?: boolean;
  marksOf?: (item: NewsItem) => TextMarks | undefined;
}

/** A list of news cards. */
export function NewsList({ items, variant = "card", layout = "grid", headingLevel = 3, ordered = false, showLead = false, marksOf }: NewsListProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`news-list news-list--${layout}`}>
      {items.map((item) => (
        <li key={item.id} className="news-list__item">
          <NewsCard item={item} variant={variant} headingLevel={headingLevel} showLead={showLead} marks={marksOf?.(item)} />
        </li>
      ))}
    </List>
  );
}
