// Poll results for display: percentages as "0,0.00" (spec section 9), bars, and which view to show.
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import type { Poll, PollAnswer } from "./types";

export interface AnswerResult {
  id: number;
  text: string;
  imageSrc: string;
  count: number;
  countText: string;
  percentText: string;
  /** The bar's width in percent of the track, 0 to 100. */
  barWidth: number;
  isMine: boolean;
  isLeading: boolean;
}

/** Each answer's count, percentage and bar; the reader's own answer and the leader marked. */
export function pollResults(poll: Pick<Poll, "pollAnswersArray" | "myAnswerId" | "total">): AnswerResult[] {
  const highest = Math.max(0, ...poll.pollAnswersArray.map((answer) => answer.count));
  return poll.pollAnswersArray.map((answer: PollAnswer) => {
    const percentage = Number.isFinite(answer.percentage) ? answer.percentage : 0;
    return {
      id: answer.poll_answer_id,
      text: answer.text,
      imageSrc: answer.img_src,
      count: answer.count,
      countText: formatNumber(answer.count),
      percentText: `${formatPercent(percentage)}%`,
      barWidth: Math.min(100, Math.max(0, percentage)),
      isMine: poll.myAnswerId === answer.poll_answer_id,
      isLeading: highest > 0 && answer.count === highest,
    };
  });
}

/** Results once the reader has voted or the poll no longer takes votes; the ballot otherwise. */
export function showsResults(poll: Pick<Poll, "isOpen" | "myAnswerId">): boolean {
  return !poll.isOpen || poll.myAnswerId !== null;
}

/** The intention of the voting token, as `/api/token/get` expects it (base64 of the name). */
export function encodeIntention(name: string): string {
  return btoa(name);
}

/** Codes of refused votes with a message of our own (the server's message is shown when it has one). */
export type VoteProblem = "alreadyVoted" | "closed" | "tokenExpired" | "tokenInvalid" | "throttled" | "failed";

export function voteProblem(code: string, status: number): VoteProblem {
  if (code === "already_voted") return "alreadyVoted";
  if (code === "poll_closed") return "closed";
  if (code === "token_expired") return "tokenExpired";
  if (code === "token_invalid") return "tokenInvalid";
  if (status === 429 || code === "throttled") return "throttled";
  return "failed";
}
