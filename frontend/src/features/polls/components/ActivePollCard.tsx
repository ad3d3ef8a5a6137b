import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import { useActivePoll } from "../api/useActivePoll";
import { PollCard } from "./PollCard";

/** The poll open for votes now (embedded by the server), or nothing when there is none. */
export function ActivePollCard() {
  const poll = useActivePoll().data?.activePoll;
  if (!poll) return null;
  return (
    <ErrorBoundary>
      <div className="active-poll">
        <PollCard poll={poll} />
      </div>
    </ErrorBoundary>
  );
}
