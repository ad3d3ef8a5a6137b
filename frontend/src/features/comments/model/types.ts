// Wire shapes of the comments API (generated from backend/comments/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

/** The reader's vote on a comment, as `myVote` carries it. */
export type VoteName = "like" | "dislike" | "";

// TODO: `myVote` is narrowed to VoteName here (and so through `children`, `comments` and `entity`)
// until CommentOut.myVote and CommentVoteOut.myVote are Literals in the schema; then alias them plainly.

/** `commentBody` is plain text: rendered as a text node, never as HTML. */
export interface CommentNode extends Omit<Schemas["CommentOut"], "myVote" | "children"> {
  myVote: VoteName;
  children: CommentNode[];
}

export type CommentsResponse = Omit<Schemas["CommentsOut"], "comments"> & { comments: CommentNode[] };

/** `status` is "success" (shown now) or "pending" (held for review, with a message). `entity` is
 * always sent (null when held), though the schema marks it optional. */
export type CommentInsertResponse = Omit<Required<Schemas["CommentInsertOut"]>, "entity"> & { entity: CommentNode | null };

export type CommentVoteResponse = Omit<Schemas["CommentVoteOut"], "myVote"> & { myVote: VoteName };

/** What the comments are about: an article (by id or lid), a comic or a poll. */
export type CommentTarget = { kind: "news"; id: string | number } | { kind: "comic"; id: number } | { kind: "poll"; id: number };
