// The corrections list, newest first, paged by the last correction's time and id; and which of an
// article's corrections go at its top or its bottom.
import { afterLastItem } from "@/shared/lib/pagedList";
import { CORRECTIONS_PAGE_SIZE } from "./pageSizes";
import type { ArticleCorrection, CorrectionItem, CorrectionListResponse, CorrectionPosition } from "./types";

export interface CorrectionCursor {
  lastDate: string;
  lastId: number;
}

const cursorOf = (last: CorrectionItem): CorrectionCursor => ({ lastDate: last.published_at, lastId: last.id });

/** The cursor of the page after `page`: a full page has one after it, a short page was the last. */
export function nextCorrectionsCursor(page: CorrectionListResponse): CorrectionCursor | null {
  return afterLastItem(page.corrections, CORRECTIONS_PAGE_SIZE, cursorOf);
}

/** The article's corrections the editor placed at `position`, in the article's order (oldest first). */
export function correctionsAt(corrections: readonly ArticleCorrection[], position: CorrectionPosition): ArticleCorrection[] {
  return corrections.filter((correction) => correction.position === position);
}
