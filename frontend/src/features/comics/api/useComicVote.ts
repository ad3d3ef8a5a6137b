import { useMutation } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import type { VoteKind } from "@/shared/lib/voteToggle";
import type { ComicVoteResponse } from "../model/types";

/** Like or dislike a comic (`/api/comic/like`): one per reader, moved or taken back. */
export function useComicVote(comicId: number) {
  const { lang } = usePortal();
  return useMutation<ComicVoteResponse, ApiRequestError, VoteKind>({
    mutationFn: (type) => postForm<ComicVoteResponse>(apiUrl("/api/comic/like", { lang }), { comicid: comicId, type }),
  });
}
