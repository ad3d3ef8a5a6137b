import { describe, expect, it } from "vitest";
import { encodeIntention, pollResults, showsResults, voteProblem } from "./pollView";

const answers = [
  { poll_answer_id: 1, text: "Yes", img_src: "", count: 1234, percentage: 61.7 },
  { poll_answer_id: 2, text: "No", img_src: "/a.jpg", count: 700, percentage: 35 },
  { poll_answer_id: 3, text: "Maybe", img_src: "", count: 66, percentage: 3.3 },
];

describe("pollResults", () => {
  it("formats counts as 0,0 and percentages as 0,0.00", () => {
    const rows = pollResults({ pollAnswersArray: answers, total: 2000, myAnswerId: 2 });
    expect(rows.map((row) => row.countText)).toEqual(["1,234", "700", "66"]);
    expect(rows.map((row) => row.percentText)).toEqual(["61.70%", "35.00%", "3.30%"]);
    expect(rows.map((row) => row.barWidth)).toEqual([61.7, 35, 3.3]);
  });

  it("marks the reader's answer and the leading one", () => {
    const rows = pollResults({ pollAnswersArray: answers, total: 2000, myAnswerId: 2 });
    expect(rows.map((row) => row.isMine)).toEqual([false, true, false]);
    expect(rows.map((row) => row.isLeading)).toEqual([true, false, false]);
  });

  it("shows a poll without votes as zeros, with no leader", () => {
    const rows = pollResults({ pollAnswersArray: answers.map((a) => ({ ...a, count: 0, percentage: 0 })), total: 0, myAnswerId: null });
    expect(rows.map((row) => row.percentText)).toEqual(["0.00%", "0.00%", "0.00%"]);
    expect(rows.some((row) => row.isLeading)).toBe(false);
  });

  it("keeps bars inside their track", () => {
    const rows = pollResults({ pollAnswersArray: [{ ...answers[0]!, percentage: 140 }], total: 1, myAnswerId: null });
    expect(rows[0]?.barWidth).toBe(100);
  });
});

describe("showsResults", () => {
  it("shows the ballot of an open poll the reader has not voted in", () => {
    expect(showsResults({ isOpen: true, myAnswerId: null })).toBe(false);
  });

  it("shows results after a vote or when the poll is closed", () => {
    expect(showsResults({ isOpen: true, myAnswerId: 3 })).toBe(true);
    expect(showsResults({ isOpen: false, myAnswerId: null })).toBe(true);
  });
});

describe("voting", () => {
  it("asks for the token with the base64 of the intention", () => {
    expect(encodeIntention("poll_vote")).toBe("cG9sbF92b3Rl");
  });

  it("names each refusal", () => {
    expect(voteProblem("already_voted", 409)).toBe("alreadyVoted");
    expect(voteProblem("poll_closed", 400)).toBe("closed");
    expect(voteProblem("token_expired", 403)).toBe("tokenExpired");
    expect(voteProblem("error", 429)).toBe("throttled");
    expect(voteProblem("error", 500)).toBe("failed");
  });
});
