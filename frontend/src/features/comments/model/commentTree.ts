// Pure transforms of the comment tree (spec section 4).
import type { CommentInsertResponse, CommentNode, CommentVoteResponse } from "./types";

/**
 * The tree after a write: the new comment goes to the front of its parent's replies, or to
 * the front of the top level when it has no parent, and only when the status is "success".
 * A parent that is no longer in the tree leaves the tree as it was.
 */
export function insertComment(tree: readonly CommentNode[], response: CommentInsertResponse): CommentNode[] {
  const comment = response.entity;
  if (response.status !== "success" || !comment) return [...tree];
  const fresh: CommentNode = { ...comment, children: comment.children ?? [] };
  if (comment.parentId === null || comment.parentId === undefined) return [fresh, ...tree];
  return mapComment(tree, comment.parentId, (parent) => ({ ...parent, children: [fresh, ...parent.children] }));
}

/** The tree with one comment's counts and the reader's vote taken from the vote answer. */
export function applyCommentVote(tree: readonly CommentNode[], commentId: number, answer: CommentVoteResponse): CommentNode[] {
  return mapComment(tree, commentId, (comment) => ({
    ...comment,
    likes: answer.likes,
    dislikes: answer.dislikes,
    myVote: answer.myVote,
  }));
}

/** All comments, replies included. */
export function countComments(tree: readonly CommentNode[]): number {
  return tree.reduce((total, comment) => total + 1 + countComments(comment.children), 0);
}

function mapComment(tree: readonly CommentNode[], id: number, change: (comment: CommentNode) => CommentNode): CommentNode[] {
  return tree.map((comment) => {
    if (comment.id === id) return change(comment);
    if (comment.children.length === 0) return comment;
    return { ...comment, children: mapComment(comment.children, id, change) };
  });
}
