import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber } from "@/shared/lib/formatNumber";
import { pollResults } from "../model/pollView";
import type { Poll } from "../model/types";

/** Counts, percentages (0,0.00) and bars of every answer, the total and the not-a-survey notice. */
export function PollResults({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const rows = pollResults(poll);
  return (
    <div className="poll-results">
      <ol className="poll-results__list">
        {rows.map((row) => (
          <li key={row.id} className={`poll-results__row${row.isMine ? " poll-results__row--mine" : ""}`}>
            <div className="poll-results__label">
              {row.imageSrc && <img className="poll-results__image" src={row.imageSrc} alt="" width={40} height={40} loading="lazy" />}
              <span className="poll-results__text">
                {row.text}
                {row.isMine && <span className="poll-results__mine">{t("polls.yourAnswer")}</span>}
              </span>
              <span className="poll-results__figures">
                <strong>{row.percentText}</strong> <span>{t("polls.votes", { count: row.count, formatted: row.countText })}</span>
              </span>
            </div>
            <div className="poll-results__track" aria-hidden="true">
              <div className={`poll-results__bar${row.isLeading ? " poll-results__bar--leading" : ""}`} style={{ width: `${row.barWidth}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <p className="poll-results__total">{t("polls.total", { count: poll.total, formatted: formatNumber(poll.total) })}</p>
      <p className="poll-results__notice">{poll.notice || t("polls.notScientific")}</p>
    </div>
  );
}
