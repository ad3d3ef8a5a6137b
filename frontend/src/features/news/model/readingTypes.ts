// Wire shapes of the reading endpoints (generated from backend/news/schemas.py: shared/api/schema.d.ts):
// the article, sections and search; and the article body's blocks, which the schema leaves untyped.
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type TagRef = Schemas["TagOut"];

// The blocks of an article body (backend/news/blocks.py). TODO: the schema says only `list[dict]`;
// alias these once ArticleOut.body_blocks has a typed (discriminated) schema.
export interface ParagraphBlock {
  type: "paragraph";
  /** Sanitised on the server when the article is saved. */
  html: string;
}
export interface HeadingBlock {
  type: "heading";
  level: 2 | 3 | 4;
  text: string;
}
export interface ImageBlock {
  type: "image";
  src: string;
  alt: string;
  caption: string;
}
export interface TableBlock {
  type: "table";
  html: string;
}
export interface QuoteBlock {
  type: "quote";
  text: string;
}
export interface ListBlock {
  type: "list";
  ordered: boolean;
  /** Each item's sanitised inner HTML. */
  items: string[];
}
export interface EmbedBlock {
  type: "embed";
  src: string;
  title: string;
}

export type BodyBlock = ParagraphBlock | HeadingBlock | ImageBlock | TableBlock | QuoteBlock | ListBlock | EmbedBlock;
export type BlockType = BodyBlock["type"];

/** `body_blocks`: the blocks as stored; a type this frontend does not know is skipped when rendering. */
export type Article = Omit<Schemas["ArticleOut"], "body_blocks"> & { body_blocks: Array<BodyBlock | { type: string }> };

export type ArticleResponse = Omit<Schemas["ArticleEntityOut"], "entity"> & { entity: Article };

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

/** `phase`: 1 = title matches, 2 = matches in the lead or body: the phase to continue with.
 * TODO: narrowed here until SearchOut.phase is `Literal[1, 2]` in the schema. */
export type SearchResponse = Omit<Schemas["SearchOut"], "phase"> & { phase: 1 | 2 };
