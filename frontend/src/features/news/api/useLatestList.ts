import { useMemo } from "react";
import { usePortal } from "@/app/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { LatestResponse } from "../model/types";
import { usePagedNews, type PagedNews } from "./usePagedNews";

/** `/api/cache/news/shinemedee` with a page size of its own (today's news, the dense list). */
export function latestListUrl(lang: Language, size: number, cursor: ListCursor | null = null): string {
  return apiUrl("/api/cache/news/shinemedee", { lang, size, lastNewsDate: cursor?.date, lastId: cursor?.id });
}

const pickLatest = (data: LatestResponse) => data.shinemedee_list;

export function useLatestList(size: number): PagedNews<LatestResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: latestListUrl(lang, size),
      nextUrl: (cursor: ListCursor) => latestListUrl(lang, size, cursor),
      pick: pickLatest,
      pageSize: size,
    }),
    [lang, size],
  );
  return usePagedNews(source);
}
