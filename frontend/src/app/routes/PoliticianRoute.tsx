import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useParams } from "@/shared/router/Router";
import { usePolitician } from "@/features/elections/api/usePolitician";
import { NotPublished } from "@/features/elections/components/NotPublished";
import { PoliticianPortrait } from "@/features/elections/components/PoliticianPortrait";
import { ResultLabel } from "@/features/elections/components/ResultLabel";
import { displayName } from "@/features/elections/model/electionPaths";
import type { ElectionSummary } from "@/features/elections/model/types";
import { useHead } from "@/shared/hooks/useHead";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import { Section } from "@/shared/ui/Section";
import { pathTo } from "@/app/screenPaths";
import { NotFoundRoute } from "./NotFoundRoute";
import { parliamentPath } from "./parliamentPath";
import "@/features/elections/components/elections.css";

function electionPath(election: ElectionSummary): string {
  return election.kind === "president" ? pathTo("president", { year: election.year }) : parliamentPath(election.year);
}

function PoliticianScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const page = usePolitician(id);
  const entity = page.data?.entity;
  const isNotFound = page.error?.status === 404;
  const name = entity ? displayName(entity) : "";
  useHead({
    title: `${isNotFound ? t("notFound.title") : name || t("news.loading")} · ${t("site.name")}`,
    description: entity ? t("elections.politicianDescription", { name, election: entity.election.name }) : "",
  });
  if (isNotFound) return <NotFoundRoute />;
  if (page.error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  if (!entity || !page.data) return <p role="status">{t("news.loading")}</p>;
  const hasVotes = entity.votes !== null || entity.sanaliinHuvi !== null;
  return (
    <article className="election">
      <p className="election__kicker">
        <Link to={electionPath(entity.election)}>{entity.election.name}</Link>
      </p>
      <h1 className="page-title">{name}</h1>
      <div className="politician-card">
        <PoliticianPortrait person={entity} name={name} />
        <dl>
          <dt>{t("elections.party")}</dt>
          <dd>
            {entity.party ? (
              <>
                <span className="party-swatch" style={{ background: entity.party.colour }} aria-hidden="true" />
                {entity.party.name}
              </>
            ) : (
              "—"
            )}
          </dd>
          {entity.district && (
            <>
              <dt>{t("elections.district")}</dt>
              <dd>{entity.district.name}</dd>
            </>
          )}
          {entity.list_position !== null && (
            <>
              <dt>{t("elections.listPosition")}</dt>
              <dd>{entity.list_position}</dd>
            </>
          )}
          {entity.votes !== null && (
            <>
              <dt>{t("elections.votes")}</dt>
              <dd>{formatNumber(entity.votes)}</dd>
            </>
          )}
          {entity.sanaliinHuvi !== null && (
            <>
              <dt>{t("elections.voteShare")}</dt>
              <dd>{formatPercent(entity.sanaliinHuvi)}%</dd>
            </>
          )}
          <dt>{t("elections.result")}</dt>
          <dd>
            <ResultLabel candidate={entity} />
          </dd>
        </dl>
      </div>
      {!hasVotes && <NotPublished what={t("elections.candidateVotes")} />}
      {!entity.is_result_known && <NotPublished what={t("elections.ownResultNotPublished")} />}
      {entity.bio ? <p>{entity.bio}</p> : <NotPublished what={t("elections.biography")} />}
      {page.data.other_elections.length > 0 && (
        <Section title={t("elections.otherElections")}>
          <ul>
            {page.data.other_elections.map((run) => (
              <li key={run.candidate_id}>
                <Link to={electionPath(run.election)}>{run.election.name}</Link>
                {run.party && ` · ${run.party.abbr}`}
                {run.sanaliinHuvi !== null && ` · ${formatPercent(run.sanaliinHuvi)}%`}
                {run.is_winner && ` · ${t("elections.elected")}`}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}

/** `/election/politician/:id`, `/election/candidate/:id` and `/election/president/:year/politician/:id`. */
export function PoliticianRoute() {
  const { id = "" } = useParams();
  return <PoliticianScreen key={id} id={id} />;
}
