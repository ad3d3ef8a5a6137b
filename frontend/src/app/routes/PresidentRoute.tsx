import type { CSSProperties } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useParams } from "@/shared/router/Router";
import { usePresidentPage } from "@/features/elections/api/usePresidentPage";
import { CandidateTable } from "@/features/elections/components/CandidateTable";
import { ElectionNotes } from "@/features/elections/components/ElectionNotes";
import { displayName, parseYear } from "@/features/elections/model/electionPaths";
import { LazyBarChart } from "@/shared/charts/LazyCharts";
import { useHead } from "@/shared/hooks/useHead";
import { formatDate } from "@/shared/lib/formatDate";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import { Section } from "@/shared/ui/Section";
import { pathTo } from "@/app/screenPaths";
import { NotFoundRoute } from "./NotFoundRoute";
import "@/features/elections/components/elections.css";

/** `/election/president/:year?`: the presidential election, its result and figures. */
export function PresidentRoute() {
  const { t, i18n } = useTranslation();
  const year = parseYear(useParams().year);
  const page = usePresidentPage(year);
  const isNotFound = page.error?.status === 404;
  const election = page.data?.election;
  useHead({
    title: `${isNotFound ? t("notFound.title") : (election?.name ?? t("news.loading"))} · ${t("site.name")}`,
    description: election ? t("elections.description", { name: election.name }) : "",
  });
  if (isNotFound) return <NotFoundRoute />;
  if (page.error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  if (!page.data || !election) return <p role="status">{t("news.loading")}</p>;
  const { candidates, winner } = page.data;
  const figures: [string, number | null][] = [
    [t("elections.registeredVoters"), election.registered_voters],
    [t("elections.ballotsCast"), election.ballots_cast],
    [t("elections.blankVotes"), election.blank_votes],
  ];
  const politicianPath = (id: number) => pathTo("president-politician", { year: election.year, id });
  return (
    <div className="election">
      <p className="election__kicker">{t("elections.presidentKicker")}</p>
      <h1 className="page-title">{election.name}</h1>
      <nav className="election-years" aria-label={t("elections.years")}>
        {page.data.years.map((item) => (
          <Link key={item} className="election-years__link" to={pathTo("president", { year: item })} aria-current={item === election.year ? "page" : undefined}>
            {item}
          </Link>
        ))}
        <Link className="election-years__link" to={pathTo("parliament")}>
          {t("elections.parliamentLink")}
        </Link>
      </nav>
      <p className="page-intro">{t("elections.dateLine", { date: formatDate(election.date, i18n.language) })}</p>
      {winner && (
        <section className="president-winner" style={{ "--winner-colour": winner.party?.colour } as CSSProperties} aria-label={t("elections.winner")}>
          <p className="muted">{t("elections.winner")}</p>
          <p className="president-winner__name">
            <Link to={politicianPath(winner.id)}>{displayName(winner)}</Link>
          </p>
          <p>
            {winner.party?.name}
            {winner.sanaliinHuvi !== null && ` · ${formatPercent(winner.sanaliinHuvi)}%`}
            {winner.votes !== null && ` · ${t("elections.votesCount", { count: winner.votes, votes: formatNumber(winner.votes) })}`}
          </p>
        </section>
      )}
      <dl className="election-stats">
        {election.turnout_percent !== null && (
          <div className="election-stats__item">
            <dt>
              {t("elections.turnout")}
              {election.is_turnout_preliminary && <span className="badge">{t("elections.preliminary")}</span>}
            </dt>
            <dd>{formatPercent(election.turnout_percent)}%</dd>
          </div>
        )}
        {figures
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="election-stats__item">
              <dt>{label}</dt>
              <dd>{formatNumber(value ?? 0)}</dd>
            </div>
          ))}
      </dl>
      <Section title={t("elections.presidentResult")}>
        <LazyBarChart
          title={t("elections.presidentChartLabel")}
          max={100}
          items={candidates
            .filter((c) => c.sanaliinHuvi !== null)
            .map((c) => ({
              key: c.id,
              label: displayName(c),
              value: c.sanaliinHuvi ?? 0,
              valueLabel: `${formatPercent(c.sanaliinHuvi ?? 0)}%`,
              color: c.party?.colour ?? "#757575",
            }))}
        />
        <p className="chart-summary">{t("elections.shareOfBallots")}</p>
        <CandidateTable candidates={candidates} caption={t("elections.presidentResult")} linkTo={(c) => politicianPath(c.id)} />
      </Section>
      {page.data.earlier_rounds.map((round) => (
        <Section key={round.election.id} title={round.election.name} className="election-round">
          <p className="page-intro">
            {t("elections.dateLine", { date: formatDate(round.election.date, i18n.language) })}
            {round.election.turnout_percent !== null && ` · ${t("elections.turnout")} ${formatPercent(round.election.turnout_percent)}%`}
          </p>
          <CandidateTable candidates={round.candidates} caption={round.election.name} isCaptionHidden linkTo={(c) => politicianPath(c.id)} />
          <ElectionNotes notes={round.election.notes} sources={round.election.sources} />
        </Section>
      ))}
      <ElectionNotes notes={election.notes} sources={election.sources} systemNote={election.system_note} />
    </div>
  );
}
