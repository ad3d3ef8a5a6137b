import { useQuery, useQueryClient } from "@/shared/query/hooks";
import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import { embeddedError } from "@/shared/api/queryClient";
import type { Language } from "@/shared/i18n/language";
import { usePagedList, type PagedList } from "@/shared/hooks/usePagedList";
import { afterLastItem } from "@/shared/lib/pagedList";
import type { LatestResponse, NewsItem } from "../model/types";

export const ELECTION_NEWS_PAGE_SIZE = 3;
const PATH = "/api/election/parliament/news";

type Params = Record<string, string | number>;

function pageParams(lang: Language, year: number, lastNewsDaraalal?: number): Params {
  return { lang, size: ELECTION_NEWS_PAGE_SIZE, year, ...(lastNewsDaraalal === undefined ? {} : { lastNewsDaraalal }) };
}

/** The key of a page: the POST's URL with its form fields as parameters (the server embeds the first). */
export function electionNewsKey(lang: Language, year: number, lastNewsDaraalal?: number): string {
  return apiUrl(PATH, pageParams(lang, year, lastNewsDaraalal));
}

export interface ElectionNews extends PagedList<NewsItem> {
  error: ApiRequestError | null;
  isPending: boolean;
}

const pickNews = (page: LatestResponse) => page.shinemedee_list;

/** POST /api/election/parliament/news: three a page, the next page after the last item's daraalal. */
export function useElectionNews(year: number): ElectionNews {
  const { lang, queries } = usePortal();
  const firstKey = electionNewsKey(lang, year);
  const embedded = embeddedError(queries, firstKey);
  const first = useQuery<LatestResponse, ApiRequestError>({
    queryKey: [firstKey],
    queryFn: () => postForm<LatestResponse>(PATH, pageParams(lang, year)),
    enabled: !embedded,
  });
  const queryClient = useQueryClient();
  const pages = useMemo(
    () => ({
      items: pickNews,
      next: (page: LatestResponse) => afterLastItem(pickNews(page), ELECTION_NEWS_PAGE_SIZE, (last) => last.daraalal),
      fetchPage: (lastNewsDaraalal: number) => {
        const params = pageParams(lang, year, lastNewsDaraalal);
        return queryClient.fetchQuery({ queryKey: [apiUrl(PATH, params)], queryFn: () => postForm<LatestResponse>(PATH, params) });
      },
    }),
    [lang, year, queryClient],
  );
  const list = usePagedList(first.data, pages);
  return { ...list, error: embedded ?? first.error, isPending: first.isPending && !embedded };
}
