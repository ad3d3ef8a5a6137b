import { Fragment, type ComponentType, type ReactNode } from "react";
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
  /** Something placed after the nth paragraph (the inline ad slot), if the body has that many. */
  inline?: { afterParagraph: number; node: ReactNode };
}

/** The article's body: each block through the block map; unknown types are skipped and logged. */
export function ArticleBody({ blocks, context, inline }: ArticleBodyProps) {
  let paragraphs = 0;
  return (
    <>
      {knownBlocks(blocks, warnUnknown).map((block, index) => {
        const Component = BLOCK_COMPONENTS[block.type] as ComponentType<{ block: BodyBlock; context: BlockContext }>;
        if (block.type === "paragraph") paragraphs += 1;
        const isInlineHere = inline !== undefined && block.type === "paragraph" && paragraphs === inline.afterParagraph;
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
