import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson, type ApiRequestError } from "@/shared/api/client";
import { usePagedList, type PagedList } from "@/shared/hooks/usePagedList";
import type { Language } from "@/shared/i18n/language";
import { afterLastItem } from "@/shared/lib/pagedList";
import { ELECTION_COMIC_PAGE_SIZE } from "../model/pageSizes";
import type { ElectionComic, ElectionComics } from "../model/types";

interface ComicCursor {
  date: string;
  id: number;
}

/** `/api/cache/fetchSonguuli/0/{year}`: the election's comics, six a page, paged by date and id. */
export function electionComicsUrl(lang: Language, year: number, cursor: ComicCursor | null = null): string {
  return apiUrl(`/api/cache/fetchSonguuli/0/${year}`, {
    lang,
    size: ELECTION_COMIC_PAGE_SIZE,
    lastComicDate: cursor?.date,
    lastId: cursor?.id,
  });
}

export interface ElectionComicList extends Omit<PagedList<ElectionComic>, "items"> {
  comics: ElectionComic[];
  /** The first page's error; a failed "load more" is `hasFailed`. */
  error: ApiRequestError | null;
  isPending: boolean;
}

const pickComics = (page: ElectionComics) => page.songuuli2020Comic;
const cursorOf = (last: ElectionComic): ComicCursor => ({ date: last.publish_date, id: last.id });

/** The comic list with "load more"; it may load late (below the fold) without holding the page. */
export function useElectionComics(year: number): ElectionComicList {
  const { lang } = usePortal();
  const pages = useMemo(
    () => ({
      firstUrl: electionComicsUrl(lang, year),
      fetchPage: (cursor: ComicCursor | null, signal: AbortSignal) =>
        fetchJson<ElectionComics>(electionComicsUrl(lang, year, cursor), { signal }),
      items: pickComics,
      next: (page: ElectionComics) => afterLastItem(pickComics(page), ELECTION_COMIC_PAGE_SIZE, cursorOf),
    }),
    [lang, year],
  );
  const { items, ...list } = usePagedList(pages);
  return { ...list, comics: items };
}
