import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { ArticleResponse } from "../model/readingTypes";

/** The link ids the route table accepts (backend/web/routes.py). */
export function isArticleLid(value: string): boolean {
  return /^[A-Za-z0-9]{4,16}$/.test(value);
}

/** `/api/cache/news/read/{lid}`: the full article (entity) with its body blocks. */
export function articleUrl(lang: Language, lid: string): string {
  return apiUrl(`/api/cache/news/read/${encodeURIComponent(lid)}`, { lang });
}

export function useArticle(lid: string): ApiQuery<ArticleResponse> {
  const { lang } = usePortal();
  return useApiQuery<ArticleResponse>(articleUrl(lang, lid));
}
