import { describe, expect, it } from "vitest";
import { applyCommentVote, countComments, insertComment } from "./commentTree";
import type { CommentNode } from "./types";

function node(id: number, parentId: number | null = null, children: CommentNode[] = []): CommentNode {
  return {
    id,
    parentId,
    commentBody: `comment ${id}`,
    commentBy: "Bat",
    emoticId: 0,
    likes: 0,
    dislikes: 0,
    myVote: "",
    created_at: "2024-06-15T12:00:00+08:00",
    children,
  };
}

const tree = [node(1, null, [node(2, 1), node(3, 1, [node(4, 3)])]), node(5)];
const ids = (list: CommentNode[]): unknown[] => list.map((c) => (c.children.length ? [c.id, ids(c.children)] : c.id));

describe("insertComment", () => {
  it("puts a new top-level comment first", () => {
    const next = insertComment(tree, { status: "success", entity: node(9), message: "" });
    expect(ids(next)).toEqual([9, [1, [2, [3, [4]]]], 5]);
  });

  it("puts a reply at the front of its parent's replies, however deep", () => {
    expect(ids(insertComment(tree, { status: "success", entity: node(9, 1), message: "" }))).toEqual([[1, [9, 2, [3, [4]]]], 5]);
    expect(ids(insertComment(tree, { status: "success", entity: node(9, 4), message: "" }))).toEqual([[1, [2, [3, [[4, [9]]]]]], 5]);
  });

  it("changes nothing unless the status is success", () => {
    expect(insertComment(tree, { status: "pending", entity: node(9), message: "awaits review" })).toEqual(tree);
    expect(insertComment(tree, { status: "error", entity: node(9), message: "" })).toEqual(tree);
    expect(insertComment(tree, { status: "success", entity: null, message: "" })).toEqual(tree);
  });

  it("does not change the tree it was given", () => {
    const copy = structuredClone(tree);
    insertComment(tree, { status: "success", entity: node(9, 3), message: "" });
    expect(tree).toEqual(copy);
  });

  it("leaves the tree as it was when the parent is not in it", () => {
    expect(insertComment(tree, { status: "success", entity: node(9, 77), message: "" })).toEqual(tree);
  });
});

describe("applyCommentVote", () => {
  it("takes the counts and the reader's vote from the answer", () => {
    const next = applyCommentVote(tree, 4, { status: "success", likes: 3, dislikes: 1, myVote: "like" });
    const four = next[0]?.children[1]?.children[0];
    expect(four).toMatchObject({ id: 4, likes: 3, dislikes: 1, myVote: "like" });
    expect(next[1]).toBe(tree[1]);
  });
});

describe("countComments", () => {
  it("counts replies too", () => {
    expect(countComments(tree)).toBe(5);
  });
});
