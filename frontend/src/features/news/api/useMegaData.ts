import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { MegaDataResponse } from "../model/readingTypes";

/** `/api/cache/getMegaData`: the mega projects, the chosen one's articles and the chosen item. */
export function megaDataUrl(lang: Language, projectId?: string, contentId?: string): string {
  return apiUrl("/api/cache/getMegaData", { lang, projectid: projectId, contid: contentId });
}

export function useMegaData(projectId?: string, contentId?: string): ApiQuery<MegaDataResponse> {
  const { lang } = usePortal();
  return useApiQuery<MegaDataResponse>(megaDataUrl(lang, projectId, contentId));
}
