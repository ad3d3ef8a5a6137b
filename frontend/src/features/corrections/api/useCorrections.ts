import { useMemo } from "react";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { usePagedList, type PagedQuery } from "@/shared/hooks/usePagedList";
import type { Language } from "@/shared/i18n/language";
import { usePortal } from "@/shared/portal/PortalContext";
import { nextCorrectionsCursor, type CorrectionCursor } from "../model/correctionList";
import { CORRECTIONS_PAGE_SIZE } from "../model/pageSizes";
import type { CorrectionItem, CorrectionListResponse } from "../model/types";

/** `/api/cache/corrections` (the first page, which app/screens.ts embeds) or `/api/corrections` after a cursor. */
export function correctionsUrl(lang: Language, cursor: CorrectionCursor | null = null): string {
  const path = cursor ? "/api/corrections" : "/api/cache/corrections";
  return apiUrl(path, { lang, size: CORRECTIONS_PAGE_SIZE, lastDate: cursor?.lastDate, lastId: cursor?.lastId });
}

const pickCorrections = (page: CorrectionListResponse) => page.corrections;

/** The edition's corrections and clarifications, newest first, a page at a time with "more". */
export function useCorrections(): PagedQuery<CorrectionListResponse, CorrectionItem> {
  const { lang } = usePortal();
  const pages = useMemo(
    () => ({
      firstUrl: correctionsUrl(lang),
      fetchPage: (cursor: CorrectionCursor | null, signal: AbortSignal) =>
        fetchJson<CorrectionListResponse>(correctionsUrl(lang, cursor), { signal }),
      items: pickCorrections,
      next: nextCorrectionsCursor,
    }),
    [lang],
  );
  return usePagedList(pages);
}
