import { describe, expect, it } from "vitest";
import { formatResultTime, sortByVoteShare, toToirogView } from "./toirog";
import type { Politician, Toirog } from "./types";

const party = (id: number) => ({ id, name: `P${id}`, abbr: `P${id}`, colour: "#000", is_independent: false });
const politician = (id: number, share: number | null, partyId = 1): Politician => ({
  id,
  name: `N${id}`,
  image: "",
  party: party(partyId),
  votes: null,
  sanaliinHuvi: share,
  is_winner: false,
});

describe("toirog fixed list", () => {
  it("formats irts_date as H:mm in the result's own offset", () => {
    expect(formatResultTime("2024-06-29T03:05:00+08:00")).toBe("3:05");
    expect(formatResultTime("2024-06-29T23:40:12+08:00")).toBe("23:40");
    expect(formatResultTime("2024-06-29T00:00:00+08:00")).toBe("0:00");
    expect(formatResultTime(null)).toBe("");
    expect(formatResultTime("not a date")).toBe("");
  });

  it("sorts politicians by sanaliinHuvi, highest first, unknown last, ties in source order", () => {
    const sorted = sortByVoteShare([politician(1, 12.5), politician(2, null), politician(3, 40.1), politician(4, 12.5)]);
    expect(sorted.map((p) => p.id)).toEqual([3, 1, 4, 2]);
  });

  it("builds the view and can keep one party", () => {
    const district: Toirog = {
      id: 1,
      number: 1,
      name: "Constituency 1",
      mandates: 3,
      area: "",
      irts_date: "2024-06-29T04:15:00+08:00",
      bPoliticians: [politician(1, 10, 1), politician(2, 30, 2), politician(3, 20, 1)],
    };
    const [all] = toToirogView([district]);
    expect(all?.resultTime).toBe("4:15");
    expect(all?.bPoliticians.map((p) => p.id)).toEqual([2, 3, 1]);
    const [partyOnly] = toToirogView([district], 1);
    expect(partyOnly?.bPoliticians.map((p) => p.id)).toEqual([3, 1]);
    expect(district.bPoliticians.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
