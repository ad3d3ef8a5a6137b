// The one confirmation a comment section shows: of the form that sent last. An earlier form's
// "published" would otherwise stay on screen after later posts, as if it spoke of them.
import { createContext, useContext, useState } from "react";

export interface CommentNotice {
  /** Which form sent: "thread" for a new comment, "reply-<id>" for a reply. */
  formId: string;
  tone: "success" | "pending";
  text: string;
}

interface NoticeState {
  notice: CommentNotice | null;
  setNotice: (notice: CommentNotice | null) => void;
}

export const CommentNoticeContext = createContext<NoticeState | null>(null);

/** The section's notice state, to provide to its forms. */
export function useNoticeState(): NoticeState {
  const [notice, setNotice] = useState<CommentNotice | null>(null);
  return { notice, setNotice };
}

/** The section's notice; a form drawn outside a section keeps its own. */
export function useCommentNotice(): NoticeState {
  const own = useNoticeState();
  return useContext(CommentNoticeContext) ?? own;
}
