import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { CategoryListResponse } from "../model/readingTypes";
import { usePagedNews, type PagedNews } from "./usePagedNews";
import { SECTION_PAGE_SIZE } from "../model/pageSizes";

/** `/api/cache/fetch/{id}/i?navType=featured`: a category's corner, its featured news. */
export function cornerNewsUrl(lang: Language, id: string, cursor: ListCursor | null = null): string {
  return apiUrl(`/api/cache/fetch/${encodeURIComponent(id)}/i`, {
    lang,
    limit: SECTION_PAGE_SIZE,
    navType: "featured",
    lastDate: cursor?.date,
    lastId: cursor?.id,
  });
}

const pickCorner = (data: CategoryListResponse) => data.shinemedee_list;

export function useCornerNews(id: string): PagedNews<CategoryListResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: cornerNewsUrl(lang, id),
      nextUrl: (cursor: ListCursor) => cornerNewsUrl(lang, id, cursor),
      pick: pickCorner,
      pageSize: SECTION_PAGE_SIZE,
    }),
    [lang, id],
  );
  return usePagedNews(source);
}
