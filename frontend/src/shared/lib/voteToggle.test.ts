import { describe, expect, it } from "vitest";
import { predictVote } from "./voteToggle";

describe("predictVote", () => {
  it("counts a first vote and marks it as the reader's", () => {
    expect(predictVote({ likes: 2, dislikes: 1, myVote: "" }, "like")).toEqual({ likes: 3, dislikes: 1, myVote: "like" });
  });

  it("takes the vote back when the same kind is clicked again", () => {
    expect(predictVote({ likes: 3, dislikes: 1, myVote: "like" }, "like")).toEqual({ likes: 2, dislikes: 1, myVote: "" });
  });

  it("moves the vote to the other kind instead of stacking", () => {
    expect(predictVote({ likes: 3, dislikes: 1, myVote: "like" }, "dislike")).toEqual({ likes: 2, dislikes: 2, myVote: "dislike" });
  });

  it("never shows a negative count", () => {
    expect(predictVote({ likes: 0, dislikes: 0, myVote: "like" }, "like")).toEqual({ likes: 0, dislikes: 0, myVote: "" });
  });
});
