import { useTranslation } from "@/shared/i18n/useTranslation";
import { LazyBarChart } from "@/shared/charts/LazyCharts";
import { formatNumber, formatPercent } from "@/shared/lib/formatNumber";
import { Section } from "@/shared/ui/Section";
import type { PartyResult } from "../model/types";
import { NotPublished } from "./NotPublished";
import "./elections.css";

/** Seats by party and vote shares (approximate ones marked) as bar charts. */
export function SeatCharts({ parties, totalSeats, selectedId }: { parties: readonly PartyResult[]; totalSeats: number | null; selectedId: number | null }) {
  const { t } = useTranslation();
  const withSeats = parties.filter((p) => p.seats !== null);
  const withShares = parties.filter((p) => p.vote_share !== null);
  const hasApproximate = withShares.some((p) => p.is_vote_share_approximate);
  return (
    <div className="seat-charts">
      <Section title={t("elections.seatsTitle")}>
        {withSeats.length ? (
          <>
            <LazyBarChart
              title={t("elections.seatsChartLabel", { total: totalSeats ?? "" })}
              max={totalSeats ?? undefined}
              items={withSeats.map((p) => ({
                key: p.party.id,
                label: p.party.abbr,
                value: p.seats ?? 0,
                valueLabel: formatNumber(p.seats ?? 0),
                color: p.party.colour,
                isHighlighted: p.party.id === selectedId,
              }))}
            />
            <p className="chart-summary">
              {withSeats.map((p) => `${p.party.abbr} ${formatNumber(p.seats ?? 0)}`).join(", ")}
              {totalSeats !== null && ` · ${t("elections.ofSeats", { count: totalSeats, total: formatNumber(totalSeats) })}`}
            </p>
          </>
        ) : (
          <NotPublished what={t("elections.seats")} />
        )}
      </Section>
      <Section title={t("elections.voteSharesTitle")}>
        {withShares.length ? (
          <>
            <LazyBarChart
              title={t("elections.voteSharesTitle")}
              max={100}
              items={withShares.map((p) => ({
                key: p.party.id,
                label: p.party.abbr,
                value: p.vote_share ?? 0,
                valueLabel: `${p.is_vote_share_approximate ? "≈" : ""}${formatPercent(p.vote_share ?? 0)}%`,
                color: p.party.colour,
                isHighlighted: p.party.id === selectedId,
              }))}
            />
            {hasApproximate && <p className="chart-summary">{t("elections.approximateNote")}</p>}
            {withShares.length < parties.length && <NotPublished what={t("elections.otherVoteShares")} />}
          </>
        ) : (
          <NotPublished what={t("elections.voteShare")} />
        )}
      </Section>
    </div>
  );
}
