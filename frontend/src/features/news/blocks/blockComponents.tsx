// The one block-type -> component map of the article body (STYLE.md habit 2).
import type { ComponentType } from "react";
import type { BlockType, BodyBlock } from "../model/readingTypes";
import type { BlockContext } from "./blockContext";
import { EmbedBlock } from "./EmbedBlock";
import { HeadingBlock } from "./HeadingBlock";
import { ImageBlock } from "./ImageBlock";
import { ListBlock } from "./ListBlock";
import { ParagraphBlock } from "./ParagraphBlock";
import { QuoteBlock } from "./QuoteBlock";
import { TableBlock } from "./TableBlock";

type BlockComponentMap = {
  [K in BlockType]: ComponentType<{ block: Extract<BodyBlock, { type: K }>; context: BlockContext }>;
};

export const BLOCK_COMPONENTS: BlockComponentMap = {
  paragraph: ParagraphBlock,
  heading: HeadingBlock,
  image: ImageBlock,
  table: TableBlock,
  quote: QuoteBlock,
  list: ListBlock,
  embed: EmbedBlock,
};

export function isKnownBlock(block: { type: string }): block is BodyBlock {
  return Object.prototype.hasOwnProperty.call(BLOCK_COMPONENTS, block.type);
}

/** The blocks this frontend can render; each unknown one is reported and skipped. */
export function knownBlocks(blocks: ReadonlyArray<{ type: string }>, onUnknown: (type: string) => void): BodyBlock[] {
  return blocks.filter((block): block is BodyBlock => {
    if (isKnownBlock(block)) return true;
    onUnknown(block.type);
    return false;
  });
}
