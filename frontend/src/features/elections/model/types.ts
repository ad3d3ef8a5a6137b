// Wire shapes of the election API (backend/elections/schemas.py), as the screens read them.

export type ElectionKind = "parliament" | "president";

export interface PartyRef {
  id: number;
  name: string;
  abbr: string;
  colour: string;
  is_independent: boolean;
}

export interface DistrictRef {
  id: number;
  number: number;
  name: string;
}

export interface ElectionSummary {
  id: number;
  kind: ElectionKind;
  year: number;
  date: string;
  name: string;
}

/** National figures; null wherever the source gives none. */
export interface Election extends ElectionSummary {
  total_seats: number | null;
  constituency_seats: number | null;
  list_seats: number | null;
  district_count: number | null;
  registered_voters: number | null;
  ballots_cast: number | null;
  blank_votes: number | null;
  turnout_percent: number | null;
  is_turnout_preliminary: boolean;
  candidates_registered: number | null;
  parties_registered: number | null;
  coalitions_registered: number | null;
  independents_registered: number | null;
  women_elected: number | null;
  system_note: string;
  notes: string[];
  sources: string[];
}

export interface PartyResult {
  leaderpic: string;
  leader_name: string;
  party: PartyRef;
  seats: number | null;
  constituency_seats: number | null;
  list_seats: number | null;
  votes: number | null;
  vote_share: number | null;
  is_vote_share_approximate: boolean;
}

export interface SeatTotals {
  total_seats: number | null;
  constituency_seats: number | null;
  list_seats: number | null;
  seats_won: number;
  is_complete: boolean;
}

export interface Candidate {
  id: number;
  name: string;
  name_mn: string;
  name_en: string;
  image: string;
  party: PartyRef | null;
  district: DistrictRef | null;
  votes: number | null;
  /** Vote share in percent (null when the source has none). */
  sanaliinHuvi: number | null;
  valid_vote_share: number | null;
  is_winner: boolean;
  /** False when the source names too few of the constituency's winners to say this one lost. */
  is_result_known: boolean;
  list_position: number | null;
}

export interface ElectionPage {
  election: Election;
  parties: PartyResult[];
  seat_totals: SeatTotals;
  candidates: Candidate[];
  years: number[];
}

export interface PresidentPage {
  election: Election;
  candidates: Candidate[];
  winner: Candidate | null;
  years: number[];
}

export interface Politician {
  id: number;
  name: string;
  image: string;
  party: PartyRef | null;
  votes: number | null;
  sanaliinHuvi: number | null;
  is_winner: boolean;
}

export interface District {
  id: number;
  number: number;
  name: string;
  mandates: number | null;
  area: string;
  /** When the district's result came in (ISO 8601 with offset), null if unknown. */
  irts_date: string | null;
}

export interface Toirog extends District {
  bPoliticians: Politician[];
}

export interface ToirogList {
  election: ElectionSummary;
  toirog: Toirog[];
}

export interface DistrictCounts extends District {
  candidate_count: number;
  winner_count: number;
}

export interface DistrictList {
  election: ElectionSummary;
  districts: DistrictCounts[];
}

export interface CandidateList {
  election: ElectionSummary;
  candidates: Candidate[];
}

export interface PartyLists {
  election: ElectionSummary;
  lists: { party: PartyRef; candidates: Candidate[] }[];
  /** The API's own words when there are no lists; the screen says it with its NotPublished notice. */
  note: string;
}

export interface OtherRun {
  candidate_id: number;
  election: ElectionSummary;
  party: PartyRef | null;
  district: DistrictRef | null;
  votes: number | null;
  sanaliinHuvi: number | null;
  is_winner: boolean;
}

export interface PoliticianPage {
  entity: Candidate & { bio: string; election: ElectionSummary };
  other_elections: OtherRun[];
}

export interface ElectionComic {
  id: number;
  title: string;
  image: string;
  renditions: Record<string, string>;
  publish_date: string;
  likes: number;
  dislikes: number;
  comment_count: number;
  election_year: number | null;
}

export interface ElectionComics {
  songuuli2020Comic: ElectionComic[];
  /** The next page's cursor (lastComicDate). */
  publish_date: string | null;
}
