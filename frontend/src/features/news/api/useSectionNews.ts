import { useMemo } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { ListCursor } from "../model/newsList";
import type { SectionResponse } from "../model/types";
import { usePagedNews, type PagedNews } from "./usePagedNews";
import { SECTION_PAGE_SIZE } from "../model/pageSizes";

/** i = category, p = provider (journalist), t = news type. */
export type SectionKind = "i" | "p" | "t";

/** `/api/cache/fetch/{id}/{kind}`: one section's news, paged by `lastDate` + `lastId`. */
export function sectionNewsUrl(lang: Language, kind: SectionKind, id: string, cursor: ListCursor | null = null): string {
  return apiUrl(`/api/cache/fetch/${encodeURIComponent(id)}/${kind}`, {
    lang,
    limit: SECTION_PAGE_SIZE,
    lastDate: cursor?.date,
    lastId: cursor?.id,
  });
}

const pickSection = (data: SectionResponse) => data.shinemedee_list;

export function useSectionNews(kind: SectionKind, id: string): PagedNews<SectionResponse> {
  const { lang } = usePortal();
  const source = useMemo(
    () => ({
      firstUrl: sectionNewsUrl(lang, kind, id),
      nextUrl: (cursor: ListCursor) => sectionNewsUrl(lang, kind, id, cursor),
      pick: pickSection,
      pageSize: SECTION_PAGE_SIZE,
    }),
    [lang, kind, id],
  );
  return usePagedNews(source);
}
