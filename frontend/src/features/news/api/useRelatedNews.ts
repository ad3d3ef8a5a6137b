import { useQuery } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import type { RelatedResponse } from "../model/readingTypes";

/** `POST /api/news/related` (newsid = lid): fetched in the browser once the reader nears the lists. */
export function useRelatedNews(lid: string, enabled: boolean) {
  const { lang } = usePortal();
  return useQuery<RelatedResponse, ApiRequestError>({
    queryKey: ["POST /api/news/related", lang, lid],
    queryFn: ({ signal }) => postForm<RelatedResponse>(apiUrl("/api/news/related", { lang }), { newsid: lid }, {}, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
