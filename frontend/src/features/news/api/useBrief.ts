import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { BriefResponse } from "../model/readingTypes";

/** `/api/cache/brief`: the news brief, short items the newsroom marked for it. */
export function briefUrl(lang: Language): string {
  return apiUrl("/api/cache/brief", { lang });
}

export function useBrief(): ApiQuery<BriefResponse> {
  const { lang } = usePortal();
  return useApiQuery<BriefResponse>(briefUrl(lang));
}
