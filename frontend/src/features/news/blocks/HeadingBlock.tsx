import type { HeadingBlock as Heading } from "../model/readingTypes";

/** A subheading (h2 to h4; the article's title is the page's only h1). */
export function HeadingBlock({ block }: { block: Heading }) {
  const Tag = (`h${Math.min(4, Math.max(2, block.level))}` as "h2" | "h3" | "h4");
  return <Tag className="article-body__heading">{block.text}</Tag>;
}
