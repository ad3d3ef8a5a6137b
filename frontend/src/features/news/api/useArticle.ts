import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { ArticleResponse } from "../model/readingTypes";

/** `/api/cache/news/read/{lid}`: the full article (entity) with its body blocks. */
export function articleUrl(lang: Language, lid: string): string {
  return apiUrl(`/api/cache/news/read/${encodeURIComponent(lid)}`, { lang });
}

export function useArticle(lid: string): ApiQuery<ArticleResponse> {
  const { lang } = usePortal();
  return useApiQuery<ArticleResponse>(articleUrl(lang, lid));
}
