import { formatNumber } from "@/shared/lib/formatNumber";
import type { VoteKind, VoteTally } from "@/shared/lib/voteToggle";
import "./VoteButtons.css";

/** A thumb icon (SVG, so it shows without an emoji font); pointing down for dislike. */
function Thumb({ isDown = false }: { isDown?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" style={isDown ? { transform: "rotate(180deg)" } : undefined}>
      <path
        d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.4-.6.9-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
        fill="currentColor"
      />
    </svg>
  );
}

interface VoteButtonsProps {
  tally: VoteTally;
  onVote: (kind: VoteKind) => void;
  isBusy?: boolean;
  /** The buttons' accessible names, with the counts ("Like this comment (3)"). */
  labels: { like: string; dislike: string };
}

/** Like and dislike toggles; the reader's own vote is pressed (aria-pressed). */
export function VoteButtons({ tally, onVote, isBusy = false, labels }: VoteButtonsProps) {
  return (
    <span className="vote-buttons">
      <button
        type="button"
        className="vote-buttons__button"
        aria-pressed={tally.myVote === "like"}
        aria-label={labels.like}
        disabled={isBusy}
        onClick={() => onVote("like")}
      >
        <Thumb /> <span className="vote-buttons__count">{formatNumber(tally.likes)}</span>
      </button>
      <button
        type="button"
        className="vote-buttons__button"
        aria-pressed={tally.myVote === "dislike"}
        aria-label={labels.dislike}
        disabled={isBusy}
        onClick={() => onVote("dislike")}
      >
        <Thumb isDown /> <span className="vote-buttons__count">{formatNumber(tally.dislikes)}</span>
      </button>
    </span>
  );
}
