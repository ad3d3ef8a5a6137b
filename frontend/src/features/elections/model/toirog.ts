// The toirog (constituency) fixed list of spec section 4: irts_date shown as H:mm, the
// politicians sorted by sanaliinHuvi, highest first.
import type { Politician, Toirog } from "./types";

export interface ToirogView extends Toirog {
  /** irts_date as H:mm in the time of the result's own offset (Mongolia), "" when unknown. */
  resultTime: string;
}

/** "2024-06-29T03:05:00+08:00" -> "3:05": read from the string, so server and browser agree. */
export function formatResultTime(irtsDate: string | null): string {
  if (!irtsDate) return "";
  const match = /T(\d{2}):(\d{2})/.exec(irtsDate);
  if (!match) return "";
  return `${Number(match[1])}:${match[2]}`;
}

/** Highest vote share first; unknown shares last; ties keep the source order. */
export function sortByVoteShare(politicians: readonly Politician[]): Politician[] {
  return politicians
    .map((politician, index) => ({ politician, index }))
    .sort((a, b) => {
      const left = a.politician.sanaliinHuvi;
      const right = b.politician.sanaliinHuvi;
      if (left === right) return a.index - b.index;
      if (left === null) return 1;
      if (right === null) return -1;
      return right - left || a.index - b.index;
    })
    .map(({ politician }) => politician);
}

/** The fixed list, optionally narrowed to one party's politicians. */
export function toToirogView(toirog: readonly Toirog[], partyId: number | null = null): ToirogView[] {
  return toirog.map((district) => {
    const sorted = sortByVoteShare(district.bPoliticians);
    return {
      ...district,
      resultTime: formatResultTime(district.irts_date),
      bPoliticians: partyId === null ? sorted : sorted.filter((p) => p.party?.id === partyId),
    };
  });
}
