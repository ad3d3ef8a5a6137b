import { useQuery } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import type { NextResponse } from "../model/readingTypes";

/** `POST /api/next/{id}`: the article a reader reaches at the end of this one (asked for once they get there). */
export function useNextNews(id: number, enabled: boolean) {
  const { lang } = usePortal();
  return useQuery<NextResponse, ApiRequestError>({
    queryKey: ["POST /api/next", lang, id],
    queryFn: ({ signal }) => postForm<NextResponse>(apiUrl(`/api/next/${id}`, { lang }), {}, {}, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
