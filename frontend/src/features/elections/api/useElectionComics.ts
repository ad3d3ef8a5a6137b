import { useQueryClient } from "@/shared/query";
import { useCallback, useRef, useState } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { useApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import { useOnChange } from "@/shared/hooks/useOnChange";
import { isFullPage } from "@/shared/lib/paging";
import type { ElectionComic, ElectionComics } from "../model/types";

export const ELECTION_COMIC_PAGE_SIZE = 6;

/** `/api/cache/fetchSonguuli/0/{year}`: the election's comics, six a page, paged by date and id. */
export function electionComicsUrl(lang: Language, year: number, cursor: { date: string; id: number } | null = null): string {
  return apiUrl(`/api/cache/fetchSonguuli/0/${year}`, {
    lang,
    size: ELECTION_COMIC_PAGE_SIZE,
    lastComicDate: cursor?.date,
    lastId: cursor?.id,
  });
}

export interface ElectionComicList {
  comics: ElectionComic[];
  isPending: boolean;
  hasFailed: boolean;
  hasMore: boolean;
  isLoading: boolean;
  loadMore: () => void;
}

/** The comic list with "load more"; it may load late (below the fold) without holding the page. */
export function useElectionComics(year: number): ElectionComicList {
  const { lang } = usePortal();
  const first = useApiQuery<ElectionComics>(electionComicsUrl(lang, year));
  const queryClient = useQueryClient();
  const firstComics = first.data?.songuuli2020Comic;
  const [more, setMore] = useState<ElectionComic[]>([]);
  // From the first page at once, as the server render has it: a "more" button the page draws and
  // then takes away once the app is up would move everything under it.
  const [hasMore, setHasMore] = useState(() => isFullPage(firstComics, ELECTION_COMIC_PAGE_SIZE));
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const inFlight = useRef(false);

  useOnChange(firstComics, (comics) => {
    setMore([]);
    setHasMore(isFullPage(comics, ELECTION_COMIC_PAGE_SIZE));
  });

  const comics = [...(firstComics ?? []), ...more];
  const last = comics[comics.length - 1];
  const loadMore = useCallback(() => {
    if (inFlight.current || !last) return;
    inFlight.current = true;
    setIsLoading(true);
    setHasFailed(false);
    const url = electionComicsUrl(lang, year, { date: last.publish_date, id: last.id });
    queryClient
      .fetchQuery({ queryKey: [url], queryFn: () => fetchJson<ElectionComics>(url) })
      .then((page) => {
        setMore((items) => [...items, ...page.songuuli2020Comic]);
        setHasMore(isFullPage(page.songuuli2020Comic, ELECTION_COMIC_PAGE_SIZE));
      })
      .catch(() => setHasFailed(true))
      .finally(() => {
        inFlight.current = false;
        setIsLoading(false);
      });
  }, [lang, year, last, queryClient]);

  return { comics, isPending: first.isPending, hasFailed: first.error !== null || hasFailed, hasMore, isLoading, loadMore };
}
