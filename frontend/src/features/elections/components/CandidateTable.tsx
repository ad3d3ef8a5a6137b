import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import { displayName } from "../model/electionPaths";
import type { Candidate } from "../model/types";
import { NotPublished } from "./NotPublished";
import "./elections.css";

interface CandidateTableProps {
  candidates: readonly Candidate[];
  caption: string;
  /** Where a candidate's name links to. */
  linkTo: (candidate: Candidate) => string;
}

/** Candidates with party and district; vote columns only when the source has votes. */
export function CandidateTable({ candidates, caption, linkTo }: CandidateTableProps) {
  const { t } = useTranslation();
  const hasVotes = candidates.some((c) => c.votes !== null || c.sanaliinHuvi !== null);
  const hasValidShare = candidates.some((c) => c.valid_vote_share !== null);
  const hasDistricts = candidates.some((c) => c.district !== null);
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="data-table">
          <caption className="data-table__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("elections.candidate")}</th>
              <th scope="col">{t("elections.party")}</th>
              {hasDistricts && <th scope="col">{t("elections.district")}</th>}
              {hasVotes && (
                <>
                  <th scope="col" className="num">
                    {t("elections.votes")}
                  </th>
                  <th scope="col" className="num">
                    {t("elections.voteShare")}
                  </th>
                  {hasValidShare && (
                    <th scope="col" className="num">
                      {t("elections.validVoteShare")}
                    </th>
                  )}
                </>
              )}
              <th scope="col">{t("elections.result")}</th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((candidate) => (
              <tr key={candidate.id}>
                <th scope="row">
                  <Link to={linkTo(candidate)}>{displayName(candidate)}</Link>
                </th>
                <td>
                  {candidate.party ? (
                    <>
                      <span className="party-swatch" style={{ background: candidate.party.colour }} aria-hidden="true" />
                      <span title={candidate.party.name}>{candidate.party.abbr}</span>
                    </>
                  ) : (
                    "—"
                  )}
                </td>
                {hasDistricts && <td>{candidate.district?.name ?? "—"}</td>}
                {hasVotes && (
                  <>
                    <td className="num">{candidate.votes === null ? "—" : formatNumber(candidate.votes)}</td>
                    <td className="num">{candidate.sanaliinHuvi === null ? "—" : `${formatPercent(candidate.sanaliinHuvi)}%`}</td>
                    {hasValidShare && (
                      <td className="num">{candidate.valid_vote_share === null ? "—" : `${formatPercent(candidate.valid_vote_share)}%`}</td>
                    )}
                  </>
                )}
                <td>{candidate.is_winner ? <strong className="winner-mark">{t("elections.elected")}</strong> : t("elections.notElected")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!hasVotes && <NotPublished what={t("elections.candidateVotes")} />}
    </>
  );
}
