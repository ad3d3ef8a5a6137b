// Wire shapes of the reading endpoints (backend/news/schemas.py): the article, sections and search.
import type { Category, NamedRef, NewsItem } from "./types";

export interface TagRef {
  id: number;
  name: string;
  slug: string;
}

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

export interface Article extends NewsItem {
  language: string;
  /** Blocks as stored; a type this frontend does not know is skipped when rendering. */
  body_blocks: Array<BodyBlock | { type: string }>;
  image_caption: string;
  image_width: number | null;
  image_height: number | null;
  video_url: string;
  tags: TagRef[];
  provider_image: string;
  updated_at: string;
  is_outdated: boolean;
  is_featured: boolean;
  mega_project: NamedRef | null;
}

export interface ArticleResponse {
  entity: Article;
}

export interface RelatedResponse {
  relatedNewsByCategory: NewsItem[];
  directRelatedNews: NewsItem[];
}

export interface NextResponse {
  nextNews: NewsItem | null;
}

export interface MediaListResponse {
  pv_news_list: NewsItem[];
}

export interface BriefResponse {
  brief: NewsItem[];
}

export interface TagListResponse {
  shinemedee_list: NewsItem[];
  tag: TagRef;
}

export interface CategoryListResponse {
  shinemedee_list: NewsItem[];
  category: Category;
}

export interface FeatureTag extends TagRef {
  count: number;
}

export interface YearFeaturesResponse {
  tagmedee_list: NewsItem[];
  tagmedee_main: FeatureTag[];
  /** Years that have featured news, newest first: the page links only these. */
  years: number[];
  year: number;
}

export interface MegaProject {
  id: number;
  title: string;
  description: string;
  image: string;
  article_count: number;
}

export interface MegaDataResponse {
  projects: MegaProject[];
  project: MegaProject | null;
  items: NewsItem[];
  content: NewsItem | null;
}

export interface SearchResponse {
  result: NewsItem[];
  /** 1 = title matches, 2 = matches in the lead or body: the phase to continue with. */
  phase: 1 | 2;
  query: string;
}
