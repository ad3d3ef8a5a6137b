import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { usePagedList } from "@/shared/hooks/usePagedList";
import type { Language } from "@/shared/i18n/language";
import { COMIC_PAGE_SIZE, nextComicCursor, type ComicCursor } from "../model/comicList";
import type { ComicPageResponse } from "../model/types";

/** `/api/cache/fetch/{id}/comic` (first page, embedded by the server) or `/api/fetch/{id}/comic` after a cursor. */
export function comicPageUrl(lang: Language, comicId: string, cursor: ComicCursor | null = null): string {
  const path = cursor ? `/api/fetch/${comicId}/comic` : `/api/cache/fetch/${comicId}/comic`;
  return apiUrl(path, { lang, size: COMIC_PAGE_SIZE, lastComicDate: cursor?.lastComicDate, lastId: cursor?.lastId });
}

const pickComics = (page: ComicPageResponse) => page.comics;

/** One comic (0 = the latest) and the list of comics, six at a time with "more". */
export function useComicPage(comicId: string) {
  const { lang } = usePortal();
  const pages = useMemo(
    () => ({
      firstUrl: comicPageUrl(lang, comicId),
      fetchPage: (cursor: ComicCursor | null, signal: AbortSignal) =>
        fetchJson<ComicPageResponse>(comicPageUrl(lang, comicId, cursor), { signal }),
      items: pickComics,
      next: nextComicCursor,
    }),
    [lang, comicId],
  );
  const { items, firstPage, ...list } = usePagedList(pages);
  return { ...list, comics: items, entity: firstPage?.entity };
}
