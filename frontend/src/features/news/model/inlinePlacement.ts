import type { BodyBlock } from "./readingTypes";

type Block = BodyBlock | { type: string };

/** Blocks a reader can start after an interruption: a new paragraph or a new section. */
const STARTS_AFRESH = new Set(["paragraph", "heading"]);

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim();
}

/**
 * The index of the block after which the inline slot goes: the first paragraph from the
 * `afterParagraph`th on that closes a thought. A paragraph that introduces what follows (it ends
 * with a colon) or one followed by a table, picture, list, quote or embed keeps its block; the slot
 * moves on to the next boundary, and the body gets none when there is no such boundary.
 */
export function inlineSlotIndex(blocks: readonly Block[], afterParagraph: number): number | null {
  let paragraphs = 0;
  for (let index = 0; index < blocks.length - 1; index += 1) {
    const block = blocks[index]!;
    if (block.type !== "paragraph") continue;
    paragraphs += 1;
    if (paragraphs < afterParagraph) continue;
    const next = blocks[index + 1]!;
    const introduces = /[:：]$/.test(plainText((block as { html?: string }).html ?? ""));
    if (STARTS_AFRESH.has(next.type) && !introduces) return index;
  }
  return null;
}
