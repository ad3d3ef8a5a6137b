// The comment form's checks before sending; the server checks again (backend/comments/moderation.py).

/** The limits the server applies, told to the reader by the form. */
export const COMMENT_LIMITS = { bodyMin: 2, bodyMax: 2000, nameMax: 60 } as const;

export interface CommentDraft {
  body: string;
  name: string;
}

/** A catalog key under `comments.errors`. */
export type CommentFormError = "empty" | "nameRequired" | "bodyLength" | "nameLength";

/** The first problem of a draft, or null when it may be sent. */
export function validateCommentDraft(draft: CommentDraft): CommentFormError | null {
  const body = draft.body.trim();
  const name = draft.name.trim();
  if (body === "") return "empty";
  if (name === "") return "nameRequired";
  if (body.length < COMMENT_LIMITS.bodyMin || body.length > COMMENT_LIMITS.bodyMax) return "bodyLength";
  if (name.length > COMMENT_LIMITS.nameMax) return "nameLength";
  return null;
}
