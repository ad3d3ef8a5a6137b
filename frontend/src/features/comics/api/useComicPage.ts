import { useQueryClient } from "@/shared/query";
import { useCallback, useReducer, useRef } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { useApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import { useOnChange } from "@/shared/hooks/useOnChange";
import { COMIC_PAGE_SIZE, comicListReducer, initialComicList, type ComicCursor } from "../model/comicList";
import type { ComicPageResponse } from "../model/types";

/** `/api/cache/fetch/{id}/comic` (first page, embedded by the server) or `/api/fetch/{id}/comic` after a cursor. */
export function comicPageUrl(lang: Language, comicId: string, cursor: ComicCursor | null = null): string {
  const path = cursor ? `/api/fetch/${comicId}/comic` : `/api/cache/fetch/${comicId}/comic`;
  return apiUrl(path, { lang, size: COMIC_PAGE_SIZE, lastComicDate: cursor?.lastComicDate, lastId: cursor?.lastId });
}

/** One comic (0 = the latest) and the list of comics, six at a time with "more". */
export function useComicPage(comicId: string) {
  const { lang } = usePortal();
  const first = useApiQuery<ComicPageResponse>(comicPageUrl(lang, comicId));
  const [state, dispatch] = useReducer(comicListReducer, first.data, initialComicList);
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const latest = useRef(state);
  latest.current = state;

  useOnChange(first.data, (firstData) => {
    if (firstData) dispatch({ type: "replace", page: firstData });
  });

  const loadMore = useCallback(() => {
    const cursor = latest.current.cursor;
    if (inFlight.current || !cursor) return;
    inFlight.current = true;
    dispatch({ type: "loadStart" });
    const url = comicPageUrl(lang, comicId, cursor);
    queryClient
      .fetchQuery({ queryKey: [url], queryFn: () => fetchJson<ComicPageResponse>(url) })
      .then((page) => dispatch({ type: "append", page }))
      .catch(() => dispatch({ type: "loadFail" }))
      .finally(() => {
        inFlight.current = false;
      });
  }, [lang, comicId, queryClient]);

  return { entity: first.data?.entity, error: first.error, isPending: first.isPending, ...state, hasMore: state.cursor !== null, loadMore };
}
