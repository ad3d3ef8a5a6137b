import { describe, expect, it } from "vitest";
import { predictReaction, reactionAction, stateFromAnswer, type ReactionState } from "./reactions";

const kinds = (counts: number[]) =>
  counts.map((count, index) => ({ id: index + 1, code: `k${index + 1}`, emoji: "🙂", name: `kind ${index + 1}`, count }));

describe("reactions", () => {
  it("adds a first reaction", () => {
    const state: ReactionState = { emotics: kinds([0, 2, 1]), myReaction: null };
    expect(reactionAction(null, 2)).toBe("add");
    const next = predictReaction(state, 2);
    expect(next.myReaction).toBe(2);
    expect(next.emotics.map((k) => k.count)).toEqual([0, 3, 1]);
  });

  it("moves the reaction to another kind", () => {
    const next = predictReaction({ emotics: kinds([0, 3, 1]), myReaction: 2 }, 3);
    expect(next.myReaction).toBe(3);
    expect(next.emotics.map((k) => k.count)).toEqual([0, 2, 2]);
  });

  it("removes it when the same kind is clicked again", () => {
    expect(reactionAction(2, 2)).toBe("remove");
    const next = predictReaction({ emotics: kinds([0, 3, 1]), myReaction: 2 }, 2);
    expect(next.myReaction).toBeNull();
    expect(next.emotics.map((k) => k.count)).toEqual([0, 2, 1]);
  });

  it("reads the answer's names in the reader's language", () => {
    const answer = {
      status: "success",
      emotics: [{ id: 1, code: "like", emoji: "👍", name_mn: "Таалагдлаа", name_en: "Like", count: 4 }],
      myReaction: 1,
    };
    expect(stateFromAnswer(answer, "en").emotics[0]).toEqual({ id: 1, code: "like", emoji: "👍", name: "Like", count: 4 });
    expect(stateFromAnswer(answer, "mn").emotics[0]?.name).toBe("Таалагдлаа");
  });
});
