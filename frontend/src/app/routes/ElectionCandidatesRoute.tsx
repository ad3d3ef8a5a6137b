import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useCandidates } from "@/features/elections/api/useCandidates";
import { CandidateTable } from "@/features/elections/components/CandidateTable";
import { NotPublished } from "@/features/elections/components/NotPublished";
import { PartyFilter } from "@/features/elections/components/PartyFilter";
import { parseYear } from "@/features/elections/model/electionPaths";
import type { Candidate } from "@/features/elections/model/types";
import { groupWinners } from "@/features/elections/model/winnerGroups";
import { formatNumber } from "@/shared/lib/formatNumber";
import { Section } from "@/shared/ui/Section";
import { pathTo } from "@/app/screenPaths";
import { ElectionScreen } from "./ElectionScreen";

const candidatePath = (candidate: Candidate) => pathTo("candidate", { id: candidate.id });

/** The winners of each constituency under its name, then those elected from the party lists. */
function WinnersByDistrict({ candidates, partyOrder, hasVotes }: { candidates: readonly Candidate[]; partyOrder: number[]; hasVotes: boolean }) {
  const { t } = useTranslation();
  const groups = groupWinners(candidates, partyOrder);
  return (
    <>
      {!hasVotes && <NotPublished what={t("elections.candidateVotes")} />}
      {groups.districts.map(({ district, candidates: members }) => (
        <Section key={district.id} title={district.name} className="winners-district">
          <CandidateTable
            candidates={members}
            caption={district.name}
            linkTo={candidatePath}
            showDistrict={false}
            showMissingVotes={false}
            showResult={false}
            isCaptionHidden
          />
        </Section>
      ))}
      {groups.lists.length > 0 && (
        <Section title={t("elections.listSeatsTitle")} className="winners-district">
          <CandidateTable
            candidates={groups.lists}
            caption={t("elections.listSeatsTitle")}
            linkTo={candidatePath}
            showMissingVotes={false}
            showResult={false}
            isCaptionHidden
          />
        </Section>
      )}
    </>
  );
}

/**
 * `/election/parliament/:year/candidates` and `/winners`: the candidate lists, filtered by the
 * kept party (filtered on the page, so switching party needs no request).
 */
export function ElectionCandidatesRoute({ onlyWinners = false }: { onlyWinners?: boolean }) {
  const { t } = useTranslation();
  const year = parseYear(useParams().year) ?? 0;
  const list = useCandidates(year, onlyWinners);
  return (
    <ElectionScreen screen={onlyWinners ? "winners" : "candidates"} isScreenNotFound={list.error?.status === 404}>
      {(page, { partyId, setPartyId }) => {
        const all = list.data?.candidates ?? [];
        const shown = partyId === null ? all : all.filter((c) => c.party?.id === partyId);
        const what = onlyWinners ? t("elections.winnersWhat") : t("elections.candidatesWhat");
        const registered = page.election.candidates_registered;
        const hasVotes = all.some((c) => c.votes !== null || c.sanaliinHuvi !== null);
        return (
          <>
            <PartyFilter parties={page.parties.map((p) => p.party)} selectedId={partyId} onSelect={setPartyId} />
            {list.isPending && <p role="status">{t("news.loading")}</p>}
            {!list.isPending && all.length === 0 && <NotPublished what={what} />}
            {all.length > 0 && all.length < (page.seat_totals.seats_won || 0) && onlyWinners && (
              <p className="not-published">{t("elections.partialWinners", { count: page.seat_totals.seats_won, shown: all.length, total: page.seat_totals.seats_won })}</p>
            )}
            {!onlyWinners && all.length > 0 && registered !== null && all.length < registered && (
              <p className="not-published" data-testid="partial-candidates">
                {t("elections.partialCandidates", { shown: formatNumber(all.length), total: formatNumber(registered) })}
              </p>
            )}
            {all.length > 0 && shown.length === 0 && <p>{t("elections.noneForParty")}</p>}
            {shown.length > 0 && !onlyWinners && (
              <CandidateTable candidates={shown} caption={t("elections.screens.candidates")} linkTo={candidatePath} />
            )}
            {shown.length > 0 && onlyWinners && (
              <WinnersByDistrict candidates={shown} partyOrder={page.parties.map((p) => p.party.id)} hasVotes={hasVotes} />
            )}
          </>
        );
      }}
    </ElectionScreen>
  );
}
