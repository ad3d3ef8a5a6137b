import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { StoriesResponse } from "../model/types";

/** `/api/cache/stories`: the live stories (embedded by the server on the front page). */
export function storiesUrl(lang: Language): string {
  return apiUrl("/api/cache/stories", { lang });
}

export function useStories(): ApiQuery<StoriesResponse> {
  const { lang } = usePortal();
  return useApiQuery<StoriesResponse>(storiesUrl(lang));
}
