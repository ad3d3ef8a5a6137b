import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { Taxonomy } from "../model/types";

/** `/api/cache/categories`: categories (with their header menu) and news types. */
export function categoriesUrl(lang: Language): string {
  return apiUrl("/api/cache/categories", { lang });
}

export function fetchCategories(lang: Language): Promise<Taxonomy> {
  return fetchJson<Taxonomy>(categoriesUrl(lang));
}

export function useCategories(): ApiQuery<Taxonomy> {
  const { lang } = usePortal();
  return useApiQuery<Taxonomy>(categoriesUrl(lang));
}

