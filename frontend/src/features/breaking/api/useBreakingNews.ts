import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { BreakingResponse } from "../model/types";

/** `/api/cache/breaking`: the edition's breaking story, or null (embedded in every page with the site layout). */
export function breakingNewsUrl(lang: Language): string {
  return apiUrl("/api/cache/breaking", { lang });
}

export function useBreakingNews(): ApiQuery<BreakingResponse> {
  const { lang } = usePortal();
  return useApiQuery<BreakingResponse>(breakingNewsUrl(lang));
}
