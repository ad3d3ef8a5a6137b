// The winners screen's shape: the members elected in each constituency, then those elected from
// the party lists (spec section 2: "winners"), from the flat candidate list the API gives.
import type { Candidate, DistrictRef } from "./types";

export interface DistrictWinners {
  district: DistrictRef;
  candidates: Candidate[];
}

export interface WinnerGroups {
  districts: DistrictWinners[];
  /** Elected from a party list: by party (in `partyOrder`, most seats first), then place on the list. */
  lists: Candidate[];
}

/** Constituencies in number order, each with its members in the order given; list members apart. */
export function groupWinners(candidates: readonly Candidate[], partyOrder: readonly number[] = []): WinnerGroups {
  const byDistrict = new Map<number, DistrictWinners>();
  const lists: Candidate[] = [];
  for (const candidate of candidates) {
    if (candidate.district) {
      const group = byDistrict.get(candidate.district.id) ?? { district: candidate.district, candidates: [] };
      group.candidates.push(candidate);
      byDistrict.set(candidate.district.id, group);
    } else {
      lists.push(candidate);
    }
  }
  const rank = (candidate: Candidate) => {
    const index = candidate.party ? partyOrder.indexOf(candidate.party.id) : -1;
    return index < 0 ? partyOrder.length : index;
  };
  lists.sort((a, b) => rank(a) - rank(b) || (a.party?.id ?? 0) - (b.party?.id ?? 0) || (a.list_position ?? 0) - (b.list_position ?? 0));
  const districts = [...byDistrict.values()].sort((a, b) => a.district.number - b.district.number);
  return { districts, lists };
}
