import { useMutation } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { postForm, type ApiRequestError } from "@/shared/api/client";
import { commentEndpoints } from "../model/commentEndpoints";
import { insertComment } from "../model/commentTree";
import type { CommentInsertResponse, CommentTarget } from "../model/types";
import { useUpdateComments } from "./useComments";

export interface CommentInput {
  parentId: number | null;
  body: string;
  name: string;
  emoticonId: number;
}

/** Write a comment; the tree shows it at once only when the server says "success" (spec section 4). */
export function useInsertComment(target: CommentTarget) {
  const { lang } = usePortal();
  const update = useUpdateComments(target);
  const endpoints = commentEndpoints(target, lang);
  return useMutation<CommentInsertResponse, ApiRequestError, CommentInput>({
    mutationFn: (input) =>
      postForm<CommentInsertResponse>(endpoints.insert, {
        ...endpoints.insertBody,
        parentid: input.parentId ?? "",
        commentBody: input.body,
        commentBy: input.name,
        emoticid: input.emoticonId,
      }),
    onSuccess: (response) => update((tree) => insertComment(tree, response)),
  });
}
