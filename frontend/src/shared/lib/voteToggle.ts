// Likes and dislikes, one per reader (comments and comics): what a click will show before the
// server answers. The server's answer (likes, dislikes, myVote) always replaces this guess.

export type VoteKind = "like" | "dislike";

export interface VoteTally {
  likes: number;
  dislikes: number;
  myVote: VoteKind | "";
}

/** A first vote counts; the other kind moves it; the same kind again takes it back. */
export function predictVote(tally: VoteTally, clicked: VoteKind): VoteTally {
  const counts = { like: tally.likes, dislike: tally.dislikes };
  if (tally.myVote) counts[tally.myVote] = Math.max(0, counts[tally.myVote] - 1);
  const myVote = tally.myVote === clicked ? "" : clicked;
  if (myVote) counts[myVote] += 1;
  return { likes: counts.like, dislikes: counts.dislike, myVote };
}
