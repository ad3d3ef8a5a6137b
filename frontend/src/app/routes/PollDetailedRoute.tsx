import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useSearchParams } from "@/shared/router/Router";
import { usePoll } from "@/features/polls/api/usePoll";
import { PollCard, PollDates } from "@/features/polls/components/PollCard";
import { PollList } from "@/features/polls/components/PollList";
import { PollResults } from "@/features/polls/components/PollResults";
import { useHead } from "@/shared/hooks/useHead";
import { pathTo } from "@/app/screenPaths";

/** `/poll/detailed[?pollId=N]`: one poll's full results (latest by default), the special poll and the list by date. */
export function PollDetailedRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A query parameter, which no path pattern checks: anything but an id shows the latest poll.
  const raw = params.get("pollId") ?? "0";
  const pollId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const detail = usePoll("detail", pollId);
  const special = usePoll("special");
  const poll = detail.data?.entity;
  useHead({ title: `${t("polls.detailedTitle")} · ${t("site.name")}`, description: t("polls.description") });
  return (
    <div className="poll-screen">
      <h1 className="page-title">{t("polls.detailedTitle")}</h1>
      {poll ? (
        <section className="poll-card poll-card--page" aria-labelledby="poll-detailed-question">
          <h2 id="poll-detailed-question" className="poll-card__question">
            <Link to={pathTo("poll", { pollId: poll.poll_id })}>{poll.question}</Link>
          </h2>
          <PollDates poll={poll} />
          <PollResults poll={poll} />
        </section>
      ) : detail.isError ? (
        <p className="error" role="alert">
          {detail.error?.status === 404 ? t("polls.none") : t("polls.loadFailed")}
        </p>
      ) : (
        <p aria-busy="true">{t("polls.loading")}</p>
      )}
      {special.data && special.data.entity.poll_id !== poll?.poll_id && <PollCard poll={special.data.entity} />}
      <PollList currentId={poll?.poll_id} />
    </div>
  );
}
