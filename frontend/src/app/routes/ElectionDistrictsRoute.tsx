import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useParams } from "@/shared/router/Router";
import { useToirog } from "@/features/elections/api/useToirog";
import { NotPublished } from "@/features/elections/components/NotPublished";
import { PartyFilter } from "@/features/elections/components/PartyFilter";
import { parseYear } from "@/features/elections/model/electionPaths";
import { toToirogView } from "@/features/elections/model/toirog";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import { pathTo } from "@/app/screenPaths";
import { ElectionScreen } from "./ElectionScreen";

/** `/election/parliament/:year/districts`: the toirog fixed list, candidates by district. */
export function ElectionDistrictsRoute() {
  const { t } = useTranslation();
  const year = parseYear(useParams().year) ?? 0;
  const toirog = useToirog(year);
  return (
    <ElectionScreen screen="districts" isScreenNotFound={toirog.error?.status === 404}>
      {(page, { partyId, setPartyId }) => {
        const districts = toToirogView(toirog.data?.toirog ?? [], partyId);
        const hasCandidates = (toirog.data?.toirog ?? []).some((d) => d.bPoliticians.length > 0);
        const hasVotes = (toirog.data?.toirog ?? []).some((d) => d.bPoliticians.some((p) => p.votes !== null || p.sanaliinHuvi !== null));
        // Numbered only when the order is a ranking by votes; without votes it is just alphabetical.
        const Ranked = hasVotes ? "ol" : "ul";
        return (
          <>
            <PartyFilter parties={page.parties.map((p) => p.party)} selectedId={partyId} onSelect={setPartyId} />
            {toirog.isPending && <p role="status">{t("news.loading")}</p>}
            {!toirog.isPending && districts.length === 0 && <NotPublished what={t("elections.districtsWhat")} />}
            {districts.length > 0 && !hasCandidates && <NotPublished what={t("elections.districtCandidates")} />}
            {hasCandidates && !hasVotes && <NotPublished what={t("elections.candidateVotes")} />}
            <ol className="toirog-list">
              {districts.map((district) => (
                <li key={district.id} className="toirog">
                  <h2 className="toirog__title">{district.name}</h2>
                  <p className="toirog__meta">
                    {district.area}
                    {district.mandates !== null && ` · ${t("elections.mandates", { count: district.mandates, seats: district.mandates })}`}
                    {district.resultTime && ` · ${t("elections.resultAt", { time: district.resultTime })}`}
                  </p>
                  {district.bPoliticians.length > 0 && (
                    <Ranked className="toirog__politicians">
                      {district.bPoliticians.map((politician) => (
                        <li key={politician.id}>
                          <Link to={pathTo("candidate", { id: politician.id })}>{politician.name}</Link>
                          {politician.party && <span className="muted"> · {politician.party.abbr}</span>}
                          {politician.sanaliinHuvi !== null && ` · ${formatPercent(politician.sanaliinHuvi)}%`}
                          {politician.votes !== null && <span className="muted"> ({formatNumber(politician.votes)})</span>}
                          {politician.is_winner && <strong className="winner-mark"> · {t("elections.elected")}</strong>}
                        </li>
                      ))}
                    </Ranked>
                  )}
                </li>
              ))}
            </ol>
          </>
        );
      }}
    </ElectionScreen>
  );
}
