import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { MediaListResponse } from "../model/readingTypes";
import { usePagedNews, type PagedNews } from "./usePagedNews";
import { WITHOUT_LEADS } from "./withoutLeads";
import { MEDIA_PAGE_SIZE } from "../model/pageSizes";

export type MediaKind = "video" | "photo";

/** `/api/cache/news/video` and `/api/cache/news/photo` (pv_news_list), paged like the latest list. */
export function mediaNewsUrl(lang: Language, kind: MediaKind, cursor: ListCursor | null = null): string {
  return apiUrl(`/api/cache/news/${kind}`, {
    lang,
    size: MEDIA_PAGE_SIZE,
    lastNewsDate: cursor?.date,
    lastId: cursor?.id,
    ...WITHOUT_LEADS,
  });
}

const pickMedia = (data: MediaListResponse) => data.pv_news_list;

export function useMediaNews(kind: MediaKind): PagedNews<MediaListResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: mediaNewsUrl(lang, kind),
      nextUrl: (cursor: ListCursor) => mediaNewsUrl(lang, kind, cursor),
      pick: pickMedia,
      pageSize: MEDIA_PAGE_SIZE,
    }),
    [lang, kind],
  );
  return usePagedNews(source);
}
