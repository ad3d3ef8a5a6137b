import { useMutation } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import { reactionAction, type ReactionAnswer } from "../model/reactions";

export interface ReactionClick {
  /** The reader's reaction before the click. */
  myReaction: number | null;
  clicked: number;
}

/** Give (`/api/reaction/{id}`) or take back (`/api/reaction/remove/{id}`) a reaction on an article. */
export function useReaction(articleId: number | string, isMega = false) {
  const { lang } = usePortal();
  return useMutation<ReactionAnswer, ApiRequestError, ReactionClick>({
    mutationFn: ({ myReaction, clicked }) => {
      const id = encodeURIComponent(String(articleId));
      const path = reactionAction(myReaction, clicked) === "remove" ? `/api/reaction/remove/${id}` : `/api/reaction/${id}`;
      return postForm<ReactionAnswer>(apiUrl(path, { lang }), { reactionId: clicked, isMega: isMega ? "true" : "false" });
    },
  });
}
