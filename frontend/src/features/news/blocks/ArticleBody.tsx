import { Fragment, type ComponentType, type ReactNode } from "react";
import { inlineSlotIndex } from "../model/inlinePlacement";
import type { BodyBlock } from "../model/readingTypes";
import { BLOCK_COMPONENTS, knownBlocks } from "./blockComponents";
import type { BlockContext } from "./blockContext";

// Replaced at build time (Vite, esbuild); the unit tests run in Node.
declare const process: { env: { NODE_ENV?: string } };

function warnUnknown(type: string): void {
  if (process.env.NODE_ENV !== "production") console.warn(`ArticleBody: skipped a block of unknown type "${type}"`);
}

interface ArticleBodyProps {
  blocks: ReadonlyArray<BodyBlock | { type: string }>;
  context: BlockContext;
  /** Something placed from the nth paragraph on, between two self-contained blocks (the inline ad
   * slot; model/inlinePlacement.ts), if the body has such a place. */
  inline?: { afterParagraph: number; node: ReactNode };
}

/** The article's body: each block through the block map; unknown types are skipped and logged. */
export function ArticleBody({ blocks, context, inline }: ArticleBodyProps) {
  const known = knownBlocks(blocks, warnUnknown);
  const inlineAt = inline === undefined ? null : inlineSlotIndex(known, inline.afterParagraph);
  return (
    <>
      {known.map((block, index) => {
        const Component = BLOCK_COMPONENTS[block.type] as ComponentType<{ block: BodyBlock; context: BlockContext }>;
        const isInlineHere = inline !== undefined && index === inlineAt;
        return (
          <Fragment key={index}>
            <Component block={block} context={context} />
            {isInlineHere && inline.node}
          </Fragment>
        );
      })}
    </>
  );
}
