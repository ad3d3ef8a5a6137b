// Wire shapes of the comments API (generated from backend/comments/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** `commentBody` is plain text: rendered as a text node, never as HTML. `myVote` is the reader's
 * vote on it: "like", "dislike" or "" for none. */
export type CommentNode = Schemas["CommentOut"];

export type CommentsResponse = Schemas["CommentsOut"];

/** `status` is "success" (shown now) or "pending" (held for review, with a message); `entity` is
 * null when held. */
export type CommentInsertResponse = Schemas["CommentInsertOut"];

export type CommentVoteResponse = Schemas["CommentVoteOut"];

/** What the comments are about: an article (by id or lid), a comic or a poll. */
export type CommentTarget = { kind: "news"; id: string | number } | { kind: "comic"; id: number } | { kind: "poll"; id: number };
