import { useId, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { formatNumber } from "@/shared/lib/formatNumber";
import { formatDate } from "@/shared/lib/formatDate";
import { usePollList } from "../api/usePollList";
import "./polls.css";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";

/** Past and present polls, newest first, picked by date (`/api/poll/list`), with "more". */
export function PollList({ currentId }: { currentId?: number }) {
  const { t, i18n } = useTranslation();
  const links = useScreenLinks();
  const headingId = useId();
  const [date, setDate] = useState("");
  const list = usePollList(date);
  const polls = list.data ?? [];
  return (
    <section className="poll-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        {t("polls.listTitle")}
      </h2>
      <label className="poll-list__date">
        <span>{t("polls.until")}</span>
        <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      {list.isError ? (
        <p className="error" role="alert">
          {t("polls.loadFailed")}
        </p>
      ) : list.isPending ? (
        <p aria-busy="true">{t("polls.loading")}</p>
      ) : polls.length === 0 ? (
        <p>{t("polls.none")}</p>
      ) : (
        <ul className="poll-list__items">
          {polls.map((poll) => (
            <li key={poll.poll_id} className="poll-list__item">
              <Link to={links.poll(poll.poll_id)} aria-current={poll.poll_id === currentId ? "page" : undefined}>
                {poll.question}
              </Link>
              <span className="poll-list__meta">
                <time dateTime={poll.start_date}>{formatDate(poll.start_date, i18n.language)}</time>
                {" · "}
                {t("polls.voteCount", { count: poll.total, formatted: formatNumber(poll.total) })}
                {" · "}
                {poll.isOpen ? t("polls.open") : t("polls.closed")}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button type="button" className="button button--small" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t("polls.loading") : t("polls.more")}
        </button>
      )}
    </section>
  );
}
