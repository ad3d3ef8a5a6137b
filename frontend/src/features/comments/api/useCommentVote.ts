import { useMutation } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { postForm, type ApiRequestError } from "@/shared/api/client";
import type { VoteKind } from "@/shared/lib/voteToggle";
import { commentEndpoints } from "../model/commentEndpoints";
import { applyCommentVote } from "../model/commentTree";
import type { CommentTarget, CommentVoteResponse } from "../model/types";
import { useUpdateComments } from "./useComments";

/** Like or dislike one comment; the counts and the reader's vote come from the answer. */
export function useCommentVote(target: CommentTarget, commentId: number) {
  const { lang } = usePortal();
  const update = useUpdateComments(target);
  const url = commentEndpoints(target, lang).vote;
  return useMutation<CommentVoteResponse, ApiRequestError, VoteKind>({
    mutationFn: (type) => postForm<CommentVoteResponse>(url, { commentid: commentId, type }),
    onSuccess: (answer) => update((tree) => applyCommentVote(tree, commentId, answer)),
  });
}
