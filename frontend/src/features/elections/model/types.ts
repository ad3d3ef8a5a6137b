// Wire shapes of the election API (generated from backend/elections/schemas.py: shared/api/schema.d.ts).
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type PartyRef = Schemas["PartyRef"];

export type DistrictRef = Schemas["DistrictRef"];

export type ElectionSummary = Schemas["ElectionSummaryOut"];

/** National figures; null wherever the source gives none. */
export type Election = Schemas["ElectionOut"];

export type PartyResult = Schemas["PartyResultOut"];

export type SeatTotals = Schemas["SeatTotalsOut"];

/** `sanaliinHuvi` is the vote share in percent (null when the source has none); `is_result_known`
 * is false when the source names too few of the constituency's winners to say this one lost. */
export type Candidate = Schemas["CandidateOut"];

export type ElectionPage = Schemas["ElectionPageOut"];

export type PresidentPage = Schemas["PresidentPageOut"];

export type Politician = Schemas["PoliticianOut"];

/** A district with its candidates; `irts_date` is when its result came in (ISO 8601 with offset), null if unknown. */
export type Toirog = Schemas["ToirogOut"];

export type ToirogList = Schemas["ToirogListOut"];

export type DistrictCounts = Schemas["DistrictCountsOut"];

export type DistrictList = Schemas["DistrictListOut"];

export type CandidateList = Schemas["CandidateListOut"];

/** `note` is the API's own words when there are no lists; the screen says it with its NotPublished notice. */
export type PartyLists = Schemas["PartyListsOut"];

export type OtherRun = Schemas["OtherRunOut"];

export type PoliticianPage = Schemas["PoliticianPageOut"];

export type ElectionComic = Schemas["ElectionComicOut"];

/** `publish_date` is the next page's cursor (lastComicDate). */
export type ElectionComics = Schemas["ElectionComicsOut"];
