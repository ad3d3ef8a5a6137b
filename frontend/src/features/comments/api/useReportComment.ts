import { useMutation } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";

/** Report a comment to the newsroom (enough reports put it back in review). */
export function useReportComment(commentId: number) {
  const { lang } = usePortal();
  return useMutation<{ status: string }, ApiRequestError, void>({
    mutationFn: () => postForm(apiUrl("/api/comment/report", { lang }), { commentid: commentId, reason: "reader" }),
  });
}
