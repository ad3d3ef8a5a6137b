// Wire shapes of the corrections (generated from backend/corrections/schemas.py and the article's
// own in backend/news/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** A correction of the public list: `title` and `lid` are its article's; `published_at` and `id`
 * are the next page's cursor. */
export type CorrectionItem = Schemas["CorrectionItemOut"];

export type CorrectionListResponse = Schemas["CorrectionListOut"];

/** A correction as the article carries it (`Article.corrections`, oldest first); `text` is plain. */
export type ArticleCorrection = Schemas["ArticleCorrectionOut"];

export type CorrectionKind = ArticleCorrection["kind"];

export type CorrectionPosition = ArticleCorrection["position"];
