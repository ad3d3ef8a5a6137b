import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { LatestResponse } from "../model/types";
import { usePagedNews, type PagedNews } from "./usePagedNews";
import { WITHOUT_LEADS } from "./withoutLeads";

/**
 * `/api/cache/news/shinemedee` with a page size of its own: today's news (a section, the first
 * item with its lead) and the dense list (titles only, so `withLeads` false).
 */
export function latestListUrl(lang: Language, size: number, withLeads: boolean, cursor: ListCursor | null = null): string {
  const leads = withLeads ? {} : WITHOUT_LEADS;
  return apiUrl("/api/cache/news/shinemedee", { lang, size, lastNewsDate: cursor?.date, lastId: cursor?.id, ...leads });
}

const pickLatest = (data: LatestResponse) => data.shinemedee_list;

export function useLatestList(size: number, withLeads: boolean): PagedNews<LatestResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: latestListUrl(lang, size, withLeads),
      nextUrl: (cursor: ListCursor) => latestListUrl(lang, size, withLeads, cursor),
      pick: pickLatest,
      pageSize: size,
    }),
    [lang, size, withLeads],
  );
  return usePagedNews(source);
}
