import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { formatNumber } from "@/shared/lib/formatNumber";
import { formatDate } from "@/shared/lib/formatDate";
import { usePoll } from "../api/usePoll";
import { useVote } from "../api/useVote";
import { showsResults, voteProblem } from "../model/pollView";
import type { Poll } from "../model/types";
import { PollResults } from "./PollResults";
import "./polls.css";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";

interface PollCardProps {
  /** The poll as first known (e.g. the embedded active poll); the reader's own answer is fetched in the browser. */
  poll: Poll;
  /** The page of this poll shows the question as its h1; elsewhere it links to that page. */
  isPage?: boolean;
}

/** When the poll runs (its days as the page's language writes them) and whether it takes votes. */
export function PollDates({ poll }: { poll: Poll }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDate(iso, i18n.language);
  return (
    <p className="poll-card__dates">
      <time dateTime={poll.start_date}>{day(poll.start_date)}</time>
      {poll.end_date && (
        <>
          {" – "}
          <time dateTime={poll.end_date}>{day(poll.end_date)}</time>
        </>
      )}
      {" · "}
      {poll.isOpen ? t("polls.open") : t("polls.closed")}
    </p>
  );
}

/** A poll: its ballot (token, then vote) until the reader voted or it closed, its results after. */
export function PollCard({ poll: initial, isPage = false }: PollCardProps) {
  const { t } = useTranslation();
  const links = useScreenLinks();
  const id = useId();
  const reader = usePoll("poll", initial.poll_id);
  const poll = reader.data?.entity ?? initial;
  const vote = useVote();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [wantsResults, setWantsResults] = useState(false);
  const isResults = showsResults(poll) || wantsResults;
  const Heading = isPage ? "h1" : "h2";

  // The choice is read from the form, not kept in state: an answer the reader picked before the
  // page was live is in the form only, and a re-render must never clear it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = new FormData(event.currentTarget).get(`${id}-answer`);
    const choice = picked === null ? null : Number(picked);
    if (choice === null) {
      setMessage({ tone: "error", text: t("polls.chooseFirst") });
      return;
    }
    setMessage(null);
    vote.mutate(
      { pollId: poll.poll_id, answerId: choice },
      {
        onSuccess: () => setMessage({ tone: "success", text: t("polls.thanks") }),
        onError: (error) => {
          const problem = voteProblem(error.code, error.status);
          setMessage({ tone: "error", text: error.message || t(`polls.errors.${problem}`) });
          // Already voted or closed: the reader's poll now shows the results.
          if (problem === "alreadyVoted" || problem === "closed") {
            setWantsResults(true);
            void reader.refetch();
          }
        },
      },
    );
  };

  return (
    <article className={`poll-card${isPage ? " poll-card--page" : ""}`} aria-labelledby={`${id}-question`}>
      <p className="poll-card__kicker">{poll.isSpecial ? t("polls.special") : t("polls.kicker")}</p>
      <Heading id={`${id}-question`} className="poll-card__question">
        {isPage ? poll.question : <Link to={links.poll(poll.poll_id)}>{poll.question}</Link>}
      </Heading>
      <PollDates poll={poll} />
      {poll.img_src && <img className="poll-card__image" src={poll.img_src} alt="" width={640} height={360} loading={isPage ? "eager" : "lazy"} />}
      {poll.description && <p className="poll-card__description">{poll.description}</p>}
      {isResults ? (
        <PollResults poll={poll} />
      ) : (
        <form className="poll-ballot" onSubmit={submit}>
          <fieldset className="poll-ballot__answers">
            <legend className="visually-hidden">{poll.question}</legend>
            {poll.pollAnswersArray.map((answer) => (
              <label key={answer.poll_answer_id} className="poll-ballot__answer">
                <input
                  type="radio"
                  name={`${id}-answer`}
                  value={answer.poll_answer_id}
                />
                {answer.img_src && <img className="poll-ballot__image" src={answer.img_src} alt="" width={56} height={56} loading="lazy" />}
                <span>{answer.text}</span>
              </label>
            ))}
          </fieldset>
          <div className="poll-ballot__actions">
            <button type="submit" className="button" disabled={vote.isPending} aria-busy={vote.isPending}>
              {vote.isPending ? t("polls.voting") : t("polls.vote")}
            </button>
            <button type="button" className="poll-ballot__link" onClick={() => setWantsResults(true)}>
              {t("polls.showResults")}
            </button>
          </div>
        </form>
      )}
      <div role="alert">{message?.tone === "error" && <p className="poll-card__message poll-card__message--error">{message.text}</p>}</div>
      <div role="status">{message?.tone === "success" && <p className="poll-card__message poll-card__message--success">{message.text}</p>}</div>
      {!isPage && (
        <p className="poll-card__more">
          <Link to={links.poll(poll.poll_id)}>{t("polls.discuss", { formatted: formatNumber(poll.comment_count) })}</Link>
        </p>
      )}
    </article>
  );
}
