import type { ParagraphBlock as Paragraph } from "../model/readingTypes";

/** A paragraph; its HTML was sanitised on the server when the article was saved. */
export function ParagraphBlock({ block }: { block: Paragraph }) {
  return <p dangerouslySetInnerHTML={{ __html: block.html }} />;
}
