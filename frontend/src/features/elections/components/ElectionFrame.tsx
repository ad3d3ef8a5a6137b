import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { PARLIAMENT_SCREENS, withParty, type ParliamentScreen } from "../model/electionPaths";
import type { ElectionPage } from "../model/types";
import { PartyChip } from "./PartyChip";
import "./elections.css";

interface ElectionFrameProps {
  page: ElectionPage;
  screen: ParliamentScreen;
  partyId: number | null;
  onClearParty: () => void;
  /** Where a year's screen lives (the app's routes know). */
  screenPath: (year: number, screen: ParliamentScreen) => string;
  /** The presidential election's screen. */
  presidentPath: string;
  children: ReactNode;
}

/** The frame of the parliamentary screens: title, year switch, screen tabs and the kept party. */
export function ElectionFrame({ page, screen, partyId, onClearParty, screenPath, presidentPath, children }: ElectionFrameProps) {
  const { t } = useTranslation();
  const { election } = page;
  const party = page.parties.find((result) => result.party.id === partyId)?.party;
  return (
    <div className="election">
      <p className="election__kicker">{t("elections.parliamentKicker")}</p>
      <h1 className="page-title">{screen === "overview" ? election.name : `${t(`elections.screens.${screen}`)} · ${election.year}`}</h1>
      {page.years.length > 1 && (
        <nav className="election-years" aria-label={t("elections.years")}>
          {page.years.map((year) => (
            <Link
              key={year}
              className="election-years__link"
              to={withParty(screenPath(year, screen), partyId)}
              aria-current={year === election.year ? "page" : undefined}
            >
              {year}
            </Link>
          ))}
          <Link className="election-years__link" to={presidentPath}>
            {t("elections.presidentLink")}
          </Link>
        </nav>
      )}
      <nav className="election-tabs" aria-label={t("elections.screensLabel")}>
        <ul className="election-tabs__list">
          {PARLIAMENT_SCREENS.map((item) => (
            <li key={item}>
              <Link
                className="election-tabs__link"
                to={withParty(screenPath(election.year, item), partyId)}
                aria-current={item === screen ? "page" : undefined}
              >
                {t(`elections.screens.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PartyChip party={party} onClear={onClearParty} />
      {children}
    </div>
  );
}
