import { describe, expect, it } from "vitest";
import { groupWinners } from "./winnerGroups";
import type { Candidate, PartyRef } from "./types";

const MPP: PartyRef = { id: 1, name: "МАН", abbr: "МАН", colour: "#d71920", is_independent: false };
const DP: PartyRef = { id: 2, name: "АН", abbr: "АН", colour: "#0b4ea2", is_independent: false };

function member(id: number, party: PartyRef, district: number | null, listPosition: number | null = null): Candidate {
  return {
    id,
    name: `Гишүүн ${id}`,
    name_mn: `Гишүүн ${id}`,
    name_en: `Member ${id}`,
    image: "",
    party,
    district: district === null ? null : { id: 100 + district, number: district, name: `${district}-р тойрог` },
    votes: null,
    sanaliinHuvi: null,
    valid_vote_share: null,
    is_winner: true,
    is_result_known: true,
    list_position: listPosition,
  };
}

describe("groupWinners", () => {
  it("puts each constituency's members together, in constituency order", () => {
    const groups = groupWinners([member(1, DP, 2), member(2, MPP, 1), member(3, MPP, 2)]);
    expect(groups.districts.map((group) => [group.district.number, group.candidates.map((c) => c.id)])).toEqual([
      [1, [2]],
      [2, [1, 3]],
    ]);
    expect(groups.lists).toEqual([]);
  });

  it("lists the party-list members by party, most seats first, then by place on the list", () => {
    const groups = groupWinners([member(1, DP, null, 2), member(2, MPP, null, 2), member(3, DP, null, 1), member(4, MPP, null, 1)], [MPP.id, DP.id]);
    expect(groups.lists.map((c) => c.id)).toEqual([4, 2, 3, 1]);
    expect(groups.districts).toEqual([]);
  });
});
