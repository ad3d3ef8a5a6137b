import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { usePartyLists } from "@/features/elections/api/usePartyLists";
import { CandidateTable } from "@/features/elections/components/CandidateTable";
import { NotPublished } from "@/features/elections/components/NotPublished";
import { PartyFilter } from "@/features/elections/components/PartyFilter";
import { parseYear } from "@/features/elections/model/electionPaths";
import { Section } from "@/shared/ui/Section";
import { pathTo } from "@/app/screenPaths";
import { ElectionScreen } from "./ElectionScreen";

/** `/election/parliament/:year/lists`: the party lists (jagsaalt), or a notice when the source has none. */
export function ElectionListsRoute() {
  const { t } = useTranslation();
  const year = parseYear(useParams().year) ?? 0;
  const lists = usePartyLists(year);
  return (
    <ElectionScreen screen="lists" isScreenNotFound={lists.error?.status === 404}>
      {(page, { partyId, setPartyId }) => {
        const all = lists.data?.lists ?? [];
        const shown = partyId === null ? all : all.filter((list) => list.party.id === partyId);
        const hasNoListSeats = page.election.list_seats === 0;
        // Only the elected are known when a list is no longer than the party's list seats.
        const listSeats = new Map(page.parties.map((p) => [p.party.id, p.list_seats]));
        const isOnlyElected = all.length > 0 && all.every((list) => list.candidates.every((c) => c.is_winner) && list.candidates.length === listSeats.get(list.party.id));
        const hasVotes = all.some((list) => list.candidates.some((c) => c.votes !== null || c.sanaliinHuvi !== null));
        return (
          <>
            <PartyFilter parties={page.parties.map((p) => p.party)} selectedId={partyId} onSelect={setPartyId} />
            {lists.isPending && <p role="status">{t("news.loading")}</p>}
            {/* The API's `note` says the same thing in other words: one notice is enough. */}
            {!lists.isPending && all.length === 0 && hasNoListSeats && <p className="not-published" data-testid="no-list-seats">{t("elections.noListSeats")}</p>}
            {!lists.isPending && all.length === 0 && !hasNoListSeats && <NotPublished what={t("elections.listsWhat")} />}
            {isOnlyElected && <p className="not-published">{t("elections.listsOnlyElected")}</p>}
            {all.length > 0 && !hasVotes && <NotPublished what={t("elections.candidateVotes")} />}
            {all.length > 0 && shown.length === 0 && <p>{t("elections.noneForParty")}</p>}
            {shown.map((list) => (
              <Section key={list.party.id} title={list.party.name}>
                <CandidateTable
                  candidates={list.candidates}
                  caption={list.party.name}
                  linkTo={(c) => pathTo("candidate", { id: c.id })}
                  showMissingVotes={false}
                  isCaptionHidden
                />
              </Section>
            ))}
          </>
        );
      }}
    </ElectionScreen>
  );
}
