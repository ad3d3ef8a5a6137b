import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import type { Candidate, PartyRef } from "../model/types";
import { CandidateTable } from "./CandidateTable";

const MPP: PartyRef = { id: 1, name: "Mongolian People's Party", abbr: "MPP", colour: "#d32f2f", is_independent: false };
const DP: PartyRef = { id: 2, name: "Democratic Party", abbr: "DP", colour: "#0d47a1", is_independent: false };

function candidate(id: number, name: string, party: PartyRef, votes: number, share: number, isWinner: boolean): Candidate {
  return {
    id,
    name,
    name_mn: name,
    name_en: name,
    image: "",
    party,
    district: null,
    votes,
    sanaliinHuvi: share,
    valid_vote_share: share + 4,
    is_winner: isWinner,
    is_result_known: true,
    list_position: null,
  };
}

const CANDIDATES = [candidate(1, "Ukhnaagiin Khürelsükh", MPP, 823326, 67.76, true), candidate(2, "Sodnomzunduin Erdene", DP, 72832, 5.99, false)];

function renderTable(lang: "en" | "mn") {
  renderWithPortal(<CandidateTable candidates={CANDIDATES} caption="Result" linkTo={(c) => `/election/president/2021/politician/${c.id}`} />, { lang });
}

describe("CandidateTable", () => {
  afterEach(cleanup);

  it("carries each candidate's party and result under the name, for the phone layout", () => {
    renderTable("en");
    const folded = screen.getAllByTestId("candidate-folded").map((cell) => [...cell.children].map((part) => part.textContent));
    expect(folded).toEqual([
      ["MPP", "Elected"],
      ["DP", "Not elected"],
    ]);
    // The folded copy sits in the row header, so a reader hears it with the name.
    expect(screen.getAllByRole("rowheader")[0]).toContainElement(screen.getAllByTestId("candidate-folded")[0]!);
  });

  it("folds only the party and result columns: every figure keeps its own column", () => {
    renderTable("mn");
    const folding = screen.getAllByRole("columnheader").filter((header) => header.classList.contains("candidate-table__wide"));
    expect(folding.map((header) => header.textContent)).toEqual(["Нам", "Дүн"]);
    const [firstRow] = within(screen.getAllByRole("rowgroup")[1]!).getAllByRole("row");
    const figures = within(firstRow!)
      .getAllByRole("cell")
      .filter((cell) => !cell.classList.contains("candidate-table__wide"))
      .map((cell) => cell.textContent);
    expect(figures).toEqual(["823,326", "67.76%", "71.76%"]);
    expect(within(firstRow!).getByTestId("candidate-folded")).toHaveTextContent("Сонгогдсон");
  });

  it("stays a labelled, focusable region in case a narrow screen still has to scroll it", () => {
    renderTable("en");
    const region = screen.getByRole("region", { name: "Result" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("candidate-table");
  });

  it("says a loss only where the source names every winner, and numbers a list by place", () => {
    const unknown = { ...candidate(3, "Б.Бат", MPP, 0, 0, false), votes: null, sanaliinHuvi: null, valid_vote_share: null, is_result_known: false };
    const listed = { ...unknown, id: 4, name: "Д.Дорж", is_winner: true, is_result_known: true, list_position: 2 };
    renderWithPortal(<CandidateTable candidates={[listed, unknown]} caption="Lists" linkTo={() => "/"} />, { lang: "mn" });
    const folded = screen.getAllByTestId("candidate-folded").map((cell) => cell.textContent);
    expect(folded).toEqual(["MPPСонгогдсон", "MPP—"]); // the fixture party is English
    expect(screen.getAllByRole("row")[1]).toHaveTextContent(/^2/);
    // What the source leaves out is said once under the table, not on each row.
    expect(screen.queryByText(/Тодорхойгүй/)).toBeNull();
    expect(screen.getAllByTestId("not-published").filter((note) => note.textContent?.includes("сонгогдсон эсэх"))).toHaveLength(1);
  });
});
