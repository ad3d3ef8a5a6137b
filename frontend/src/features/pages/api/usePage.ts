import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { PageSlug, StaticPage } from "../model/types";

/** `/api/cache/pages/{slug}` (app/screens.ts declares it for /contact, /ethics, /privacy, /about). */
export function pageUrl(slug: PageSlug, lang: Language): string {
  return apiUrl(`/api/cache/pages/${slug}`, { lang });
}

export function usePage(slug: PageSlug): ApiQuery<StaticPage> {
  const { lang } = usePortal();
  return useApiQuery<StaticPage>(pageUrl(slug, lang));
}
