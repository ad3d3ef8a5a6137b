// Wire shapes of the comments API (backend/comments/schemas.py).

export type VoteName = "like" | "dislike" | "";

export interface CommentNode {
  id: number;
  parentId: number | null;
  /** Plain text: rendered as a text node, never as HTML. */
  commentBody: string;
  commentBy: string;
  emoticId: number;
  likes: number;
  dislikes: number;
  myVote: VoteName;
  created_at: string;
  children: CommentNode[];
}

export interface CommentsResponse {
  comments: CommentNode[];
}

/** `status` is "success" (shown now) or "pending" (held for review, with a message). */
export interface CommentInsertResponse {
  status: string;
  entity: CommentNode | null;
  message: string;
}

export interface CommentVoteResponse {
  status: string;
  likes: number;
  dislikes: number;
  myVote: VoteName;
}

/** What the comments are about: an article (by id or lid), a comic or a poll. */
export type CommentTarget = { kind: "news"; id: string | number } | { kind: "comic"; id: number } | { kind: "poll"; id: number };
