import { filterByCategory, splitSpecial } from "../model/newsList";
import type { NewsItem } from "../model/types";
import { NewsCard } from "./NewsCard";
import { NewsList } from "./NewsList";

/** A section's accumulated list: the first 3 items big ("special"), the rest as the main list. */
export function SectionNews({ items, categoryId = null }: { items: readonly NewsItem[]; categoryId?: number | null }) {
  const { special, main } = splitSpecial(filterByCategory(items, categoryId));
  const [first, ...others] = special;
  return (
    <>
      <div className="section-news__special">
        {first && (
          <div className="section-news__lead">
            <NewsCard item={first} variant="lead" isPriority headingLevel={2} showLead />
          </div>
        )}
        {others.length > 0 && <NewsList items={others} layout="grid" headingLevel={2} />}
      </div>
      {main.length > 0 && <NewsList items={main} variant="row" layout="stack" headingLevel={2} />}
    </>
  );
}
