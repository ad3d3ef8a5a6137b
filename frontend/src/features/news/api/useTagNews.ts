import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { TagListResponse } from "../model/readingTypes";
import { usePagedNews, type PagedNews } from "./usePagedNews";
import { SECTION_PAGE_SIZE } from "../model/pageSizes";

/** `/api/cache/fetch/{slug}/tag`: one tag's news (slugs may be Cyrillic). */
export function tagNewsUrl(lang: Language, slug: string, cursor: ListCursor | null = null): string {
  return apiUrl(`/api/cache/fetch/${encodeURIComponent(slug)}/tag`, {
    lang,
    limit: SECTION_PAGE_SIZE,
    lastDate: cursor?.date,
    lastId: cursor?.id,
  });
}

const pickTag = (data: TagListResponse) => data.shinemedee_list;

export function useTagNews(slug: string): PagedNews<TagListResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: tagNewsUrl(lang, slug),
      nextUrl: (cursor: ListCursor) => tagNewsUrl(lang, slug, cursor),
      pick: pickTag,
      pageSize: SECTION_PAGE_SIZE,
    }),
    [lang, slug],
  );
  return usePagedNews(source);
}
