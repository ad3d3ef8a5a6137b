import type { ListBlock as List } from "../model/readingTypes";

/** A bulleted or numbered list; each item's HTML was sanitised on the server. */
export function ListBlock({ block }: { block: List }) {
  const Tag = block.ordered ? "ol" : "ul";
  return (
    <Tag className="article-body__list">
      {block.items.map((html, index) => (
        <li key={index} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </Tag>
  );
}
