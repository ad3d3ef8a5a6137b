import { useQuery, useQueryClient } from "@/shared/query";
import { useCallback } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import { embeddedError } from "@/shared/api/queryClient";
import type { Language } from "@/shared/i18n/language";
import { useMorePages, type MorePages } from "@/shared/hooks/useMorePages";
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

export interface ElectionNews extends MorePages<NewsItem> {
  error: ApiRequestError | null;
  isPending: boolean;
}

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
  const fetchAfter = useCallback(
    (last: NewsItem) => {
      const params = pageParams(lang, year, last.daraalal);
      return queryClient
        .fetchQuery({ queryKey: [apiUrl(PATH, params)], queryFn: () => postForm<LatestResponse>(PATH, params) })
        .then((page) => page.shinemedee_list);
    },
    [lang, year, queryClient],
  );
  const list = useMorePages(first.data?.shinemedee_list, ELECTION_NEWS_PAGE_SIZE, fetchAfter);
  return { ...list, error: embedded ?? first.error, isPending: first.isPending && !embedded };
}
