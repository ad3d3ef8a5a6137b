import { useTranslation } from "@/shared/i18n/useTranslation";
import { ElectionNotes } from "@/features/elections/components/ElectionNotes";
import { PartyFilter } from "@/features/elections/components/PartyFilter";
import { PartyResultsTable } from "@/features/elections/components/PartyResultsTable";
import { SeatCharts } from "@/features/elections/components/SeatCharts";
import type { Election } from "@/features/elections/model/types";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import { formatDate } from "@/shared/lib/formatDate";
import { ElectionComicsSection } from "./ElectionComicsSection";
import { ElectionScreen } from "./ElectionScreen";

/** The national figures the source gives (the others are left out, and the notes say why). */
function ElectionStats({ election, seatsWon }: { election: Election; seatsWon: number }) {
  const { t } = useTranslation();
  const figures: [string, string | null, string?][] = [
    [t("elections.totalSeats"), election.total_seats === null ? null : formatNumber(election.total_seats)],
    [t("elections.seatsDeclared"), formatNumber(seatsWon)],
    [
      t("elections.turnout"),
      election.turnout_percent === null ? null : `${formatPercent(election.turnout_percent)}%`,
      election.is_turnout_preliminary ? t("elections.preliminary") : undefined,
    ],
    [t("elections.registeredVoters"), election.registered_voters === null ? null : formatNumber(election.registered_voters)],
    [t("elections.ballotsCast"), election.ballots_cast === null ? null : formatNumber(election.ballots_cast)],
    [t("elections.candidatesRegistered"), election.candidates_registered === null ? null : formatNumber(election.candidates_registered)],
    [t("elections.partiesRegistered"), election.parties_registered === null ? null : formatNumber(election.parties_registered)],
    [t("elections.districtCount"), election.district_count === null ? null : formatNumber(election.district_count)],
  ];
  return (
    <dl className="election-stats">
      {figures
        .filter(([, value]) => value !== null)
        .map(([label, value, badge]) => (
          <div key={label} className="election-stats__item">
            <dt>
              {label}
              {badge && <span className="badge">{badge}</span>}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** `/election/parliament/:year?`: seats and vote shares by party, turnout, totals, notes and sources. */
export function ElectionIndexRoute() {
  const { t, i18n } = useTranslation();
  return (
    <ElectionScreen screen="overview">
      {(page, { partyId, setPartyId }) => (
        <>
          <p className="page-intro">{t("elections.dateLine", { date: formatDate(page.election.date, i18n.language) })}</p>
          <ElectionStats election={page.election} seatsWon={page.seat_totals.seats_won} />
          <PartyFilter parties={page.parties.map((p) => p.party)} selectedId={partyId} onSelect={setPartyId} />
          <SeatCharts parties={page.parties} totalSeats={page.seat_totals.total_seats} selectedId={partyId} />
          <PartyResultsTable parties={page.parties} selectedId={partyId} caption={t("elections.resultsTable")} />
          <ElectionNotes notes={page.election.notes} sources={page.election.sources} systemNote={page.election.system_note} />
          <ElectionComicsSection year={page.election.year} />
        </>
      )}
    </ElectionScreen>
  );
}
