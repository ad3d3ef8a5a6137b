import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import { electionPageUrl } from "@/features/elections/api/useElectionPage";
import type { Election, ElectionPage, PartyLists } from "@/features/elections/model/types";
import { renderWithPortal } from "@/testing/renderWithPortal";
import { ElectionListsRoute } from "./ElectionListsRoute";

const ELECTION: Election = {
  id: 3,
  kind: "parliament",
  year: 2024,
  date: "2024-06-28",
  name: "State Great Khural election 2024",
  total_seats: 126,
  constituency_seats: 78,
  list_seats: 48,
  district_count: 13,
  registered_voters: null,
  ballots_cast: null,
  blank_votes: null,
  turnout_percent: null,
  is_turnout_preliminary: false,
  candidates_registered: null,
  parties_registered: null,
  coalitions_registered: null,
  independents_registered: null,
  women_elected: null,
  system_note: "",
  notes: [],
  sources: [],
};

const PAGE: ElectionPage = {
  election: ELECTION,
  parties: [],
  seat_totals: { total_seats: 126, constituency_seats: 78, list_seats: 48, seats_won: 0, is_complete: false },
  candidates: [],
  years: [2024],
};

/** The lists screen as the API answers when the source publishes no lists (with its own note). */
function renderWithoutLists(lang: Language, note: string) {
  const lists: PartyLists = { election: ELECTION, lists: [], note };
  renderWithPortal(
    <Route path="/election/parliament/:year/lists">
      <ElectionListsRoute />
    </Route>,
    {
      lang,
      path: "/election/parliament/2024/lists",
      queries: {
        [electionPageUrl(lang, 2024)]: { status: 200, data: PAGE },
        [apiUrl("/api/cache/2024/parlamentjagsaalt", { lang })]: { status: 200, data: lists },
      },
    },
  );
}

describe("ElectionListsRoute", () => {
  afterEach(cleanup);

  it("says once that the source publishes no party lists", () => {
    renderWithoutLists("en", "The source has no party-list candidates for this election.");
    expect(screen.getAllByText(/party-list candidates/)).toHaveLength(1);
    expect(screen.getByTestId("not-published")).toHaveTextContent("Not published in the source data: the party-list candidates.");
  });

  it("says it once in Mongolian too", () => {
    renderWithoutLists("mn", "Энэ сонгуулийн намын жагсаалтын нэр дэвшигчдийн мэдээлэл эх сурвалжид алга.");
    expect(screen.getAllByText(/намын жагсаалтын нэр дэвшигч/)).toHaveLength(1);
    expect(screen.getByTestId("not-published")).toHaveTextContent("Эх сурвалжид нийтлэгдээгүй: намын жагсаалтын нэр дэвшигчид.");
  });
});
