// Wire shapes of the reading endpoints (generated from backend/news/schemas.py: shared/api/schema.d.ts):
// the article with its body's blocks, sections and search.
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type TagRef = Schemas["TagOut"];

// The blocks of an article body (backend/news/blocks.py), told apart by `type`.
/** Sanitised on the server when the article is saved. */
export type ParagraphBlock = Schemas["ParagraphBlockOut"];
export type HeadingBlock = Schemas["HeadingBlockOut"];
export type ImageBlock = Schemas["ImageBlockOut"];
export type TableBlock = Schemas["TableBlockOut"];
export type QuoteBlock = Schemas["QuoteBlockOut"];
/** `items`: each item's sanitised inner HTML. */
export type ListBlock = Schemas["ListBlockOut"];
export type EmbedBlock = Schemas["EmbedBlockOut"];

/** `body_blocks`: the blocks as stored; ArticleBody still skips (and logs) a type it does not know, as
 * from a server newer than the page's script. */
export type Article = Schemas["ArticleOut"];

/** Every block type the schema names: the block map (blocks/blockComponents.tsx) must render each. */
export type BodyBlock = Article["body_blocks"][number];
export type BlockType = BodyBlock["type"];

export type ArticleResponse = Schemas["ArticleEntityOut"];

export type RelatedResponse = Schemas["RelatedOut"];

export type NextResponse = Schemas["NextOut"];

export type MediaListResponse = Schemas["MediaListOut"];

export type BriefResponse = Schemas["BriefOut"];

export type TagListResponse = Schemas["TagListOut"];

export type CategoryListResponse = Schemas["CategoryListOut"];

export type FeatureTag = Schemas["FeatureTagOut"];

/** `years`: the years that have featured news, newest first: the page links only these. */
export type YearFeaturesResponse = Schemas["YearFeaturesOut"];

export type MegaProject = Schemas["MegaProjectOut"];

export type MegaDataResponse = Schemas["MegaDataOut"];

/** `phase`: 1 = title matches, 2 = matches in the lead or body: the phase to continue with. */
export type SearchResponse = Schemas["SearchOut"];

/** A live article's coverage (backend/news/live.py): null on an article that was never live. */
export type LiveCoverage = Schemas["LiveCoverageOut"];
export type LiveUpdate = Schemas["LiveUpdateOut"];
export type LiveKeyEvent = Schemas["LiveKeyEventOut"];
export type LiveCursor = Schemas["LiveCursorOut"];
export type LiveFeedResponse = Schemas["LiveFeedOut"];
export type LivePageResponse = Schemas["LivePageOut"];
