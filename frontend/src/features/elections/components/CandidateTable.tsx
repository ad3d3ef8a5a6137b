import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import { displayName } from "../model/electionPaths";
import type { Candidate } from "../model/types";
import { NotPublished } from "./NotPublished";
import { ResultLabel } from "./ResultLabel";
import "./elections.css";

interface CandidateTableProps {
  candidates: readonly Candidate[];
  caption: string;
  /** Where a candidate's name links to. */
  linkTo: (candidate: Candidate) => string;
  /** False in a table of one constituency, which needs no constituency column. */
  showDistrict?: boolean;
  /** False where the screen says once, above several tables, that the source has no votes. */
  showMissingVotes?: boolean;
  /** False where every row is a winner (the winners screen): no "elected" on each row. */
  showResult?: boolean;
  /** True where a heading just above already says what the caption says (read, not shown). */
  isCaptionHidden?: boolean;
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

/**
 * Candidates with party and district; vote columns only when the source has votes. In a narrow
 * box (a phone) the party and result columns fold under the name, so every figure stays in view.
 */
export function CandidateTable({
  candidates,
  caption,
  linkTo,
  showDistrict = true,
  showMissingVotes = true,
  showResult = true,
  isCaptionHidden = false,
}: CandidateTableProps) {
  const { t } = useTranslation();
  const hasVotes = candidates.some((c) => c.votes !== null || c.sanaliinHuvi !== null);
  const hasValidShare = candidates.some((c) => c.valid_vote_share !== null);
  const hasDistricts = showDistrict && candidates.some((c) => c.district !== null);
  // A list's own table numbers its rows; a table with constituencies says "party list" in that column.
  const hasListPositions = !hasDistricts && candidates.some((c) => c.list_position !== null);
  // Above the table, where a reader of a long list meets it before the dashes it explains.
  const hasUnknownResults = showResult && candidates.some((c) => !c.is_result_known);
  return (
    <>
      {hasUnknownResults && <NotPublished what={t("elections.resultNotPublished")} />}
      <div className="table-scroll candidate-table" tabIndex={0} role="region" aria-label={caption}>
        <table className="data-table">
          <caption className={isCaptionHidden ? "visually-hidden" : "data-table__caption"}>{caption}</caption>
          <thead>
            <tr>
              {hasListPositions && (
                <th scope="col" className="num">
                  <abbr title={t("elections.listPosition")}>{t("elections.listPositionShort")}</abbr>
                </th>
              )}
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
              {showResult && (
                <th scope="col" className="candidate-table__wide">
                  {t("elections.result")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {candidates.map((candidate) => (
              <tr key={candidate.id}>
                {hasListPositions && <td className="num">{candidate.list_position ?? "—"}</td>}
                <th scope="row">
                  <Link to={linkTo(candidate)}>{displayName(candidate)}</Link>
                  <span className="candidate-table__folded" data-testid="candidate-folded">
                    <span>
                      <PartyLabel party={candidate.party} />
                    </span>
                    {showResult && (
                      <span>
                        <ResultLabel candidate={candidate} />
                      </span>
                    )}
                  </span>
                </th>
                <td className="candidate-table__wide">
                  <PartyLabel party={candidate.party} />
                </td>
                {hasDistricts && (
                  <td>
                    {candidate.district?.name ??
                      (candidate.list_position === null ? "—" : t("elections.listPlace", { position: candidate.list_position }))}
                  </td>
                )}
                {hasVotes && (
                  <>
                    <td className="num">{candidate.votes === null ? "—" : formatNumber(candidate.votes)}</td>
                    <td className="num">{candidate.sanaliinHuvi === null ? "—" : `${formatPercent(candidate.sanaliinHuvi)}%`}</td>
                    {hasValidShare && (
                      <td className="num">{candidate.valid_vote_share === null ? "—" : `${formatPercent(candidate.valid_vote_share)}%`}</td>
                    )}
                  </>
                )}
                {showResult && (
                  <td className="candidate-table__wide">
                    <ResultLabel candidate={candidate} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!hasVotes && showMissingVotes && <NotPublished what={t("elections.candidateVotes")} />}
    </>
  );
}
