import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { CommentsIsland } from "@/features/comments/components/CommentsIsland";
import { useActivePoll } from "@/features/polls/api/useActivePoll";
import { usePoll } from "@/features/polls/api/usePoll";
import { PollCard } from "@/features/polls/components/PollCard";
import { PollList } from "@/features/polls/components/PollList";
import { useHead } from "@/shared/hooks/useHead";
import { NotFoundRoute } from "./NotFoundRoute";

/**
 * The poll screen. The server embeds the active poll (GET), so `/poll/last`, `/0/poll` and the
 * active poll's own page render in full at once; any other poll is a POST, fetched in the browser.
 */
function PollScreen({ pollId }: { pollId: number }) {
  const { t } = useTranslation();
  const active = useActivePoll().data?.activePoll ?? null;
  const isActive = active !== null && (pollId === 0 || active.poll_id === pollId);
  // With no active poll, 0 asks the server for the newest poll of the language.
  const fetched = usePoll("poll", pollId, !isActive);
  const poll = isActive ? active : fetched.data?.entity;
  const isNotFound = !isActive && fetched.error?.status === 404;
  const title = isNotFound ? t("notFound.title") : (poll?.question ?? t("polls.title"));
  useHead({ title: `${title} · ${t("site.name")}`, description: isNotFound ? "" : t("polls.description") });
  if (isNotFound) return <NotFoundRoute />;
  return (
    <div className="poll-screen">
      {poll ? (
        <PollCard poll={poll} isPage />
      ) : fetched.isError ? (
        <p className="error" role="alert">
          {t("polls.loadFailed")}
        </p>
      ) : (
        <h1 className="page-title" aria-busy="true">
          {t("polls.title")}
        </h1>
      )}
      {poll && <CommentsIsland target={{ kind: "poll", id: poll.poll_id }} />}
      <PollList currentId={poll?.poll_id} />
    </div>
  );
}

/** `/:pollId/poll` (0 = the latest) and `/poll/last`, which has no id. */
export function PollRoute() {
  const { pollId = "0" } = useParams();
  return <PollScreen key={pollId} pollId={Number(pollId)} />;
}
