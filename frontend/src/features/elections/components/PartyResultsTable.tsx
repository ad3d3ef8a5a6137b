import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import type { PartyResult } from "../model/types";
import "./elections.css";

/** Seats and vote shares by party: the figures of the charts as a table (their text alternative). */
export function PartyResultsTable({ parties, selectedId, caption }: { parties: readonly PartyResult[]; selectedId: number | null; caption: string }) {
  const { t } = useTranslation();
  const hasVotes = parties.some((p) => p.votes !== null);
  const hasSplit = parties.some((p) => p.constituency_seats !== null || p.list_seats !== null);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table">
        <caption className="data-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("elections.party")}</th>
            <th scope="col" className="num">
              {t("elections.seats")}
            </th>
            {hasSplit && (
              <>
                <th scope="col" className="num">
                  {t("elections.constituencySeats")}
                </th>
                <th scope="col" className="num">
                  {t("elections.listSeats")}
                </th>
              </>
            )}
            {hasVotes && (
              <th scope="col" className="num">
                {t("elections.votes")}
              </th>
            )}
            <th scope="col" className="num">
              {t("elections.voteShare")}
            </th>
          </tr>
        </thead>
        <tbody>
          {parties.map((result) => (
            <tr key={result.party.id} className={result.party.id === selectedId ? "is-selected" : undefined}>
              <th scope="row">
                <span className="party-swatch" style={{ background: result.party.colour }} aria-hidden="true" />
                {result.party.name}
                {result.party.abbr !== result.party.name && <span className="muted"> ({result.party.abbr})</span>}
              </th>
              <td className="num">{result.seats === null ? "—" : formatNumber(result.seats)}</td>
              {hasSplit && (
                <>
                  <td className="num">{result.constituency_seats === null ? "—" : formatNumber(result.constituency_seats)}</td>
                  <td className="num">{result.list_seats === null ? "—" : formatNumber(result.list_seats)}</td>
                </>
              )}
              {hasVotes && <td className="num">{result.votes === null ? "—" : formatNumber(result.votes)}</td>}
              <td className="num">
                {result.vote_share === null ? (
                  <span className="muted">{t("elections.notInSource")}</span>
                ) : (
                  <>
                    {result.is_vote_share_approximate && <abbr title={t("elections.approximate")}>≈</abbr>}
                    {formatPercent(result.vote_share)}%
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
