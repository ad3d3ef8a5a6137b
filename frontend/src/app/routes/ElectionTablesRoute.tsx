import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useDistricts } from "@/features/elections/api/useDistricts";
import { NotPublished } from "@/features/elections/components/NotPublished";
import { PartyResultsTable } from "@/features/elections/components/PartyResultsTable";
import { parseYear } from "@/features/elections/model/electionPaths";
import { formatResultTime } from "@/features/elections/model/toirog";
import { formatNumber } from "@/shared/lib/formatNumber";
import { Section } from "@/shared/ui/Section";
import { ElectionScreen } from "./ElectionScreen";

/** `/election/parliament/:year/tables`: the results by party and the constituencies as tables. */
export function ElectionTablesRoute() {
  const { t } = useTranslation();
  const year = parseYear(useParams().year) ?? 0;
  const districts = useDistricts(year);
  return (
    <ElectionScreen screen="tables" isScreenNotFound={districts.error?.status === 404}>
      {(page, { partyId }) => {
        const rows = districts.data?.districts ?? [];
        const hasCounts = rows.some((d) => d.candidate_count > 0);
        const hasTimes = rows.some((d) => d.irts_date);
        return (
          <>
            <PartyResultsTable parties={page.parties} selectedId={partyId} caption={t("elections.resultsTable")} />
            <Section title={t("elections.districtsTable")}>
              {districts.isPending && <p role="status">{t("news.loading")}</p>}
              {!districts.isPending && rows.length === 0 && <NotPublished what={t("elections.districtsWhat")} />}
              {rows.length > 0 && (
                <div className="table-scroll" tabIndex={0} role="region" aria-label={t("elections.districtsTable")}>
                  <table className="data-table">
                    <caption className="data-table__caption">{t("elections.districtsTable")}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("elections.district")}</th>
                        <th scope="col">{t("elections.area")}</th>
                        <th scope="col" className="num">
                          {t("elections.mandatesColumn")}
                        </th>
                        {hasCounts && (
                          <th scope="col" className="num">
                            {t("elections.candidateCount")}
                          </th>
                        )}
                        {hasTimes && <th scope="col">{t("elections.resultTime")}</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((district) => (
                        <tr key={district.id}>
                          <th scope="row">{district.name}</th>
                          <td>{district.area}</td>
                          <td className="num">{district.mandates === null ? "—" : formatNumber(district.mandates)}</td>
                          {hasCounts && <td className="num">{formatNumber(district.candidate_count)}</td>}
                          {hasTimes && <td>{formatResultTime(district.irts_date) || "—"}</td>}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {rows.length > 0 && !hasCounts && <NotPublished what={t("elections.districtCandidates")} />}
            </Section>
          </>
        );
      }}
    </ElectionScreen>
  );
}
