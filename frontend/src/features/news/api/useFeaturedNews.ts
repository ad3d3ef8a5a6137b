import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { LatestResponse } from "../model/types";
import { usePagedNews, type PagedNews } from "./usePagedNews";
import { WITHOUT_LEADS } from "./withoutLeads";

export const FEATURED_PAGE_SIZE = 8;

/** `/api/cache/news/featured`: editors' featured news, paged like the latest list. */
export function featuredNewsUrl(lang: Language, cursor: ListCursor | null = null): string {
  return apiUrl("/api/cache/news/featured", {
    lang,
    size: FEATURED_PAGE_SIZE,
    lastNewsDate: cursor?.date,
    lastId: cursor?.id,
    ...WITHOUT_LEADS,
  });
}

const pickFeatured = (data: LatestResponse) => data.shinemedee_list;

/** Not embedded in pages: pass `enabled` once the reader opens the featured tab. */
export function useFeaturedNews(enabled: boolean): PagedNews<LatestResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: featuredNewsUrl(lang),
      nextUrl: (cursor: ListCursor) => featuredNewsUrl(lang, cursor),
      pick: pickFeatured,
      pageSize: FEATURED_PAGE_SIZE,
    }),
    [lang],
  );
  return usePagedNews(source, enabled);
}
