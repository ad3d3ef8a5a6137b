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

/** The party as swatch and abbreviation (the full name on hover); a dash for none. */
function PartyLabel({ party }: { party: Candidate["party"] }) {
  if (!party) return <>—</>;
  return (
    <>
      <span className="party-swatch" style={{ background: party.colour }} aria-hidden="true" />
      <span title={party.name}>{party.abbr}</span>
    </>
  );
}

/** Elected (marked) or not elected. */
function ResultLabel({ isWinner }: { isWinner: boolean }) {
  const { t } = useTranslation();
  return isWinner ? <strong className="winner-mark">{t("elections.elected")}</strong> : <>{t("elections.notElected")}</>;
}

/**
 * Candidates with party and district; vote columns only when the source has votes. In a narrow
 * box (a phone) the party and result columns fold under the name, so every figure stays in view.
 */
export function CandidateTable({ candidates, caption, linkTo }: CandidateTableProps) {
  const { t } = useTranslation();
  const hasVotes = candidates.some((c) => c.votes !== null || c.sanaliinHuvi !== null);
  const hasValidShare = candidates.some((c) => c.valid_vote_share !== null);
  const hasDistricts = candidates.some((c) => c.district !== null);
  return (
    <>
      <div className="table-scroll candidate-table" tabIndex={0} role="region" aria-label={caption}>
        <table className="data-table">
          <caption className="data-table__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("elections.candidate")}</th>
              <th scope="col" className="candidate-table__wide">
                {t("elections.party")}
              </th>
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
              <th scope="col" className="candidate-table__wide">
                {t("elections.result")}
              </th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((candidate) => (
              <tr key={candidate.id}>
                <th scope="row">
                  <Link to={linkTo(candidate)}>{displayName(candidate)}</Link>
                  <span className="candidate-table__folded" data-testid="candidate-folded">
                    <span>
                      <PartyLabel party={candidate.party} />
                    </span>
                    <span>
                      <ResultLabel isWinner={candidate.is_winner} />
                    </span>
                  </span>
                </th>
                <td className="candidate-table__wide">
                  <PartyLabel party={candidate.party} />
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
                <td className="candidate-table__wide">
                  <ResultLabel isWinner={candidate.is_winner} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!hasVotes && <NotPublished what={t("elections.candidateVotes")} />}
    </>
  );
}
