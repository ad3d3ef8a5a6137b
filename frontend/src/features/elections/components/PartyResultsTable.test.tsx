import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithPortal } from "@/testing/renderWithPortal";
import type { PartyRef, PartyResult } from "../model/types";
import { PartyResultsTable } from "./PartyResultsTable";

function result(party: PartyRef, seats: number, share: number): PartyResult {
  return {
    leaderpic: "", leader_name: "", party, seats, constituency_seats: null, list_seats: null,
    votes: null, vote_share: share, is_vote_share_approximate: false,
  };
}

const MPP: PartyRef = { id: 1, name: "Монгол Ардын Нам", abbr: "МАН", colour: "#d32f2f", is_independent: false };
// Parties without a short form of their own carry their name as it: said once, not "Шинэ эвсэл (Шинэ эвсэл)".
const NEW: PartyRef = { id: 2, name: "Шинэ эвсэл", abbr: "Шинэ эвсэл", colour: "#455a64", is_independent: false };

describe("PartyResultsTable", () => {
  afterEach(cleanup);

  it("names each party once, with its short form only where it has one", () => {
    renderWithPortal(<PartyResultsTable parties={[result(MPP, 62, 44.93), result(NEW, 0, 5.35)]} selectedId={null} caption="Дүн" />, { lang: "mn" });
    const names = screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(names).toEqual(["Монгол Ардын Нам (МАН)", "Шинэ эвсэл"]);
  });
});
