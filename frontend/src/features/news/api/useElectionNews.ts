import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import { usePagedList, type PagedList } from "@/shared/hooks/usePagedList";
import { afterLastItem } from "@/shared/lib/pagedList";
import type { LatestResponse, NewsItem } from "../model/types";
import { ELECTION_NEWS_PAGE_SIZE } from "../model/pageSizes";

const PATH = "/api/election/parliament/news";

type Params = Record<string, string | number>;

function pageParams(lang: Language, year: number, lastNewsDaraalal?: number): Params {
  return { lang, size: ELECTION_NEWS_PAGE_SIZE, year, ...(lastNewsDaraalal === undefined ? {} : { lastNewsDaraalal }) };
}

/** The key of the first page: the POST's URL with its form fields as parameters (the server embeds it). */
export function electionNewsKey(lang: Language, year: number): string {
  return apiUrl(PATH, pageParams(lang, year));
}

export interface ElectionNews extends PagedList<NewsItem> {
  error: ApiRequestError | null;
  isPending: boolean;
}

const pickNews = (page: LatestResponse) => page.shinemedee_list;

/** POST /api/election/parliament/news: three a page, the next page after the last item's daraalal. */
export function useElectionNews(year: number): ElectionNews {
  const { lang } = usePortal();
  const pages = useMemo(
    () => ({
      firstUrl: electionNewsKey(lang, year),
      fetchPage: (lastNewsDaraalal: number | null, signal: AbortSignal) =>
        postForm<LatestResponse>(PATH, pageParams(lang, year, lastNewsDaraalal ?? undefined), {}, signal),
      items: pickNews,
      next: (page: LatestResponse) => afterLastItem(pickNews(page), ELECTION_NEWS_PAGE_SIZE, (last) => last.daraalal),
    }),
    [lang, year],
  );
  return usePagedList(pages);
}
