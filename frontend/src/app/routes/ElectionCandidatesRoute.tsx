import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router";
import { useCandidates } from "@/features/elections/api/useCandidates";
import { CandidateTable } from "@/features/elections/components/CandidateTable";
import { NotPublished } from "@/features/elections/components/NotPublished";
import { PartyFilter } from "@/features/elections/components/PartyFilter";
import { parseYear } from "@/features/elections/model/electionPaths";
import { ElectionScreen } from "./ElectionScreen";

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
        return (
          <>
            <PartyFilter parties={page.parties.map((p) => p.party)} selectedId={partyId} onSelect={setPartyId} />
            {list.isPending && <p role="status">{t("news.loading")}</p>}
            {!list.isPending && all.length === 0 && <NotPublished what={what} />}
            {all.length > 0 && all.length < (page.seat_totals.seats_won || 0) && onlyWinners && (
              <p className="not-published">{t("elections.partialWinners", { shown: all.length, total: page.seat_totals.seats_won })}</p>
            )}
            {all.length > 0 && shown.length === 0 && <p>{t("elections.noneForParty")}</p>}
            {shown.length > 0 && (
              <CandidateTable
                candidates={shown}
                caption={onlyWinners ? t("elections.screens.winners") : t("elections.screens.candidates")}
                linkTo={(candidate) => `/election/candidate/${candidate.id}`}
              />
            )}
          </>
        );
      }}
    </ElectionScreen>
  );
}
