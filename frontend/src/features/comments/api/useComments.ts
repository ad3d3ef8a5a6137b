import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { postForm, type ApiRequestError } from "@/shared/api/client";
import { commentEndpoints } from "../model/commentEndpoints";
import type { CommentNode, CommentsResponse, CommentTarget } from "../model/types";

/** The query key of a target's comment tree (the list endpoint is a POST, so it is fetched in the browser). */
export function commentsKey(target: CommentTarget, lang: string): readonly unknown[] {
  return ["comments", target.kind, String(target.id), lang];
}

/** A target's comment tree; fetched only once `enabled` (the section scrolled near the screen). */
export function useComments(target: CommentTarget, enabled: boolean): UseQueryResult<CommentsResponse, ApiRequestError> {
  const { lang } = usePortal();
  const endpoints = commentEndpoints(target, lang);
  return useQuery<CommentsResponse, ApiRequestError>({
    queryKey: commentsKey(target, lang),
    queryFn: ({ signal }) => postForm<CommentsResponse>(endpoints.list, endpoints.listBody, {}, signal),
    enabled,
  });
}

/** Change the cached tree of a target (after a write the server answered). */
export function useUpdateComments(target: CommentTarget): (change: (tree: CommentNode[]) => CommentNode[]) => void {
  const { lang } = usePortal();
  const queryClient = useQueryClient();
  return (change) =>
    queryClient.setQueryData<CommentsResponse>(commentsKey(target, lang), (data) => ({ comments: change(data?.comments ?? []) }));
}
