import { useQueryClient } from "@/shared/query";
import { useCallback } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { useApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import { useMorePages, type MorePages } from "@/shared/hooks/useMorePages";
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

export interface ElectionComicList extends Omit<MorePages<ElectionComic>, "items"> {
  comics: ElectionComic[];
  isPending: boolean;
}

/** The comic list with "load more"; it may load late (below the fold) without holding the page. */
export function useElectionComics(year: number): ElectionComicList {
  const { lang } = usePortal();
  const first = useApiQuery<ElectionComics>(electionComicsUrl(lang, year));
  const queryClient = useQueryClient();
  const fetchAfter = useCallback(
    (last: ElectionComic) => {
      const url = electionComicsUrl(lang, year, { date: last.publish_date, id: last.id });
      return queryClient.fetchQuery({ queryKey: [url], queryFn: () => fetchJson<ElectionComics>(url) }).then((page) => page.songuuli2020Comic);
    },
    [lang, year, queryClient],
  );
  const { items, ...list } = useMorePages(first.data?.songuuli2020Comic, ELECTION_COMIC_PAGE_SIZE, fetchAfter);
  return { ...list, comics: items, isPending: first.isPending, hasFailed: first.error !== null || list.hasFailed };
}
