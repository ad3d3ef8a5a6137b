import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import { encodeIntention } from "../model/pollView";
import type { PollEntityResponse, PollVoteResponse, TokenResponse } from "../model/types";
import { pollKey } from "./usePoll";

/** Vote: first a token for the "poll_vote" intention, then the vote with it as X-CSRF-TOKEN (spec section 6). */
export function useVote() {
  const { lang } = usePortal();
  const queryClient = useQueryClient();
  return useMutation<PollVoteResponse, ApiRequestError, { pollId: number; answerId: number }>({
    mutationFn: async ({ pollId, answerId }) => {
      const { token } = await postForm<TokenResponse>(apiUrl("/api/token/get", { lang }), { intention: encodeIntention("poll_vote") });
      return postForm<PollVoteResponse>(
        apiUrl("/api/poll/vote", { lang }),
        { pollID: pollId, answerID: answerId },
        { "X-CSRF-TOKEN": token },
      );
    },
    onSuccess: (answer, { pollId }) => {
      // Every view of this poll now shows the results with the reader's answer.
      for (const source of ["poll", "detail"] as const) {
        queryClient.setQueryData<PollEntityResponse>(pollKey(lang, source, pollId), { entity: answer.entity });
      }
      void queryClient.invalidateQueries({ queryKey: ["polls", lang] });
    },
  });
}
