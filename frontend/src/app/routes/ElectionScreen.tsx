import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { ElectionFrame } from "@/features/elections/components/ElectionFrame";
import { useElectionPage } from "@/features/elections/api/useElectionPage";
import { useSelectedParty, type SelectedParty } from "@/features/elections/api/useSelectedParty";
import { parseYear, type ParliamentScreen } from "@/features/elections/model/electionPaths";
import type { ElectionPage } from "@/features/elections/model/types";
import { useHead } from "@/shared/hooks/useHead";
import { pathTo } from "@/app/screenPaths";
import { NotFoundRoute } from "./NotFoundRoute";
import { parliamentPath } from "./parliamentPath";

interface ElectionScreenProps {
  screen: ParliamentScreen;
  /** A read of the screen itself answered 404 (e.g. no such year). */
  isScreenNotFound?: boolean;
  children: (page: ElectionPage, party: SelectedParty) => ReactNode;
}

/** The shared part of the parliamentary screens: the year, the election, the head, 404s and the frame. */
export function ElectionScreen({ screen, isScreenNotFound = false, children }: ElectionScreenProps) {
  const { t } = useTranslation();
  const year = parseYear(useParams().year);
  const page = useElectionPage(year);
  const party = useSelectedParty();
  const isNotFound = isScreenNotFound || page.error?.status === 404;
  const election = page.data?.election;
  const screenName = t(`elections.screens.${screen}`);
  const title = isNotFound ? t("notFound.title") : election ? `${screen === "overview" ? election.name : `${screenName} · ${election.name}`}` : t("news.loading");
  useHead({ title: `${title} · ${t("site.name")}`, description: election ? t("elections.description", { name: election.name }) : "" });
  if (isNotFound) return <NotFoundRoute />;
  if (page.error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  if (!page.data) return <p role="status">{t("news.loading")}</p>;
  return (
    <ElectionFrame
      page={page.data}
      screen={screen}
      partyId={party.partyId}
      onClearParty={() => party.setPartyId(null)}
      screenPath={parliamentPath}
      presidentPath={pathTo("president")}
    >
      {children(page.data, party)}
    </ElectionFrame>
  );
}
