"""Wire shapes of the election pages: the specification's names (`leaderpic`, `bPoliticians`,
`sanaliinHuvi`, `irts_date`, `shinemedee_list`, `songuuli2020Comic`) mapped from plain model fields."""
from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Literal

from common.errors import ApiError
from common.languages import Language, pick
from common.paging import MAX_DB_ID
from common.params import Between, CursorDate, CursorId, Flag, OneOf, PageSize, WireIn, Year
from common.schema import WireSchema
from common.wire import context_language, iso_local

from .logic import INVALID_KIND, party_colour
from .models import Election, ElectionKind, Party

LEADER_IMAGE_WIDTH = 160
CANDIDATE_IMAGE_WIDTH = 160
COMIC_IMAGE_WIDTH = 800




def _number(value: Decimal | None) -> float | None:
    return float(value) if value is not None else None


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


# Readers' texts in their edition's language only (an empty one stays empty: the other
# language's words are not shown instead). The data files' own notes never reach readers.
def reader_system(election: Election, language: Language) -> str:
    return election.system_en if language == "en" else election.system_mn


def reader_notes(election: Election, language: Language) -> list[str]:
    return _lines(election.notes_en if language == "en" else election.notes_mn)


def reader_sources(election: Election, language: Language) -> list[str]:
    return _lines(election.sources_en if language == "en" else election.sources_mn)


def party_ref(party: Party | None, language: Language) -> dict | None:
    if party is None:
        return None
    # Each edition in its own script: a party without a short form in it goes by its name.
    if language == "en":
        name, abbr = party.name_en or party.name_mn, party.abbreviation_en or party.name_en
    else:
        name, abbr = party.name_mn or party.name_en, party.abbreviation_mn or party.name_mn
    return {
        "id": party.pk,
        "name": name,
        "abbr": abbr or name,
        "colour": party_colour(party),
        "is_independent": party.is_independent,
    }


class PartyRef(WireSchema):
    id: int
    name: str
    abbr: str
    colour: str
    is_independent: bool


class DistrictRef(WireSchema):
    id: int
    number: int
    name: str


Kind = Annotated[str, OneOf(ElectionKind.values, INVALID_KIND)]
# An election's kind in answers: the values of ElectionKind (tests/test_api.py holds them equal).
KindName = Literal["parliament", "president"]
# A parliamentary constituency's number.
DistrictNumber = Annotated[int, Between(1, 9999, ApiError("invalid_input"))]
# A comic already shown on the page (left out of the list), 0 for none.
OpenComicId = Annotated[int, Between(0, MAX_DB_ID, ApiError("invalid_input"))]


class ElectionQuery(WireIn):
    year: Year | None = None
    kind: Kind = ElectionKind.PARLIAMENT.value


class ElectionSummaryOut(WireSchema):
    id: int
    kind: KindName
    year: int
    date: str
    name: str

    @staticmethod
    def resolve_date(obj) -> str:
        return obj.date.isoformat()

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)


class ElectionOut(ElectionSummaryOut):
    """The national figures; null wherever the source gives none (never invented)."""

    total_seats: int | None
    constituency_seats: int | None
    list_seats: int | None
    district_count: int | None
    registered_voters: int | None
    ballots_cast: int | None
    blank_votes: int | None
    turnout_percent: float | None
    is_turnout_preliminary: bool
    candidates_registered: int | None
    parties_registered: int | None
    coalitions_registered: int | None
    independents_registered: int | None
    women_elected: int | None
    system_note: str
    notes: list[str]
    sources: list[str]

    @staticmethod
    def resolve_turnout_percent(obj) -> float | None:
        return _number(obj.turnout_percent)

    @staticmethod
    def resolve_system_note(obj, context) -> str:
        return reader_system(obj, context_language(context))

    @staticmethod
    def resolve_notes(obj, context) -> list[str]:
        return reader_notes(obj, context_language(context))

    @staticmethod
    def resolve_sources(obj, context) -> list[str]:
        return reader_sources(obj, context_language(context))


class PartyResultOut(WireSchema):
    """A party's result (spec: election party entry with `leaderpic` and `party`)."""

    leaderpic: str
    leader_name: str
    party: PartyRef
    seats: int | None
    constituency_seats: int | None
    list_seats: int | None
    votes: int | None
    vote_share: float | None
    is_vote_share_approximate: bool

    @staticmethod
    def resolve_leaderpic(obj) -> str:
        return obj.image_url(LEADER_IMAGE_WIDTH) if obj.image else ""

    @staticmethod
    def resolve_leader_name(obj, context) -> str:
        return pick(context_language(context), obj.leader_name_mn, obj.leader_name_en)

    @staticmethod
    def resolve_party(obj, context) -> dict | None:
        return party_ref(obj.party, context_language(context))

    @staticmethod
    def resolve_vote_share(obj) -> float | None:
        return _number(obj.vote_share)


class SeatTotalsOut(WireSchema):
    total_seats: int | None
    constituency_seats: int | None
    list_seats: int | None
    seats_won: int
    is_complete: bool


class CandidateOut(WireSchema):
    """A candidate or politician; `sanaliinHuvi` is the vote share in percent (null when unknown)."""

    id: int
    name: str
    name_mn: str
    name_en: str
    image: str
    party: PartyRef | None
    district: DistrictRef | None
    votes: int | None
    sanaliinHuvi: float | None  # noqa: N815 - wire name
    valid_vote_share: float | None
    is_winner: bool
    # False when the data names too few of the constituency's winners to say this one lost.
    is_result_known: bool
    list_position: int | None

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)

    @staticmethod
    def resolve_image(obj) -> str:
        return obj.image_url(CANDIDATE_IMAGE_WIDTH) if obj.image else ""

    @staticmethod
    def resolve_party(obj, context) -> dict | None:
        return party_ref(obj.party, context_language(context))

    @staticmethod
    def resolve_district(obj, context) -> dict | None:
        district = obj.district
        if district is None:
            return None
        return {"id": district.pk, "number": district.number,
                "name": pick(context_language(context), district.name_mn, district.name_en)}

    @staticmethod
    def resolve_sanaliinHuvi(obj) -> float | None:  # noqa: N802 - wire name
        return _number(obj.vote_share)

    @staticmethod
    def resolve_valid_vote_share(obj) -> float | None:
        return _number(obj.valid_vote_share)


class ElectionPageOut(WireSchema):
    election: ElectionOut
    parties: list[PartyResultOut]
    seat_totals: SeatTotalsOut
    candidates: list[CandidateOut]
    years: list[int]


class ElectionRoundOut(WireSchema):
    """An earlier round of the year's presidential election (the first round before a runoff)."""

    election: ElectionOut
    candidates: list[CandidateOut]


class PresidentPageOut(WireSchema):
    """The year's deciding round; `earlier_rounds` the rounds before it, latest first (none in most years)."""

    election: ElectionOut
    candidates: list[CandidateOut]
    winner: CandidateOut | None
    years: list[int]
    earlier_rounds: list[ElectionRoundOut]


class PoliticianOut(WireSchema):
    """One candidate in a constituency list (toirog)."""

    id: int
    name: str
    image: str
    party: PartyRef | None
    votes: int | None
    sanaliinHuvi: float | None  # noqa: N815 - wire name
    is_winner: bool

    resolve_name = staticmethod(CandidateOut.resolve_name)
    resolve_image = staticmethod(CandidateOut.resolve_image)
    resolve_party = staticmethod(CandidateOut.resolve_party)
    resolve_sanaliinHuvi = staticmethod(CandidateOut.resolve_sanaliinHuvi)  # noqa: N815


class DistrictOut(WireSchema):
    """A constituency; `irts_date` is when its result came in (ISO 8601 with offset), null if unknown.

    Its `note` is the newsroom's (often the data file's words): readers read the election's notes."""

    id: int
    number: int
    name: str
    mandates: int | None
    area: str
    irts_date: str | None

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)

    @staticmethod
    def resolve_area(obj, context) -> str:
        return pick(context_language(context), obj.area_mn, obj.area_en)

    @staticmethod
    def resolve_irts_date(obj) -> str | None:
        return iso_local(obj.result_time)


class ToirogOut(DistrictOut):
    bPoliticians: list[PoliticianOut]  # noqa: N815 - wire name

    @staticmethod
    def resolve_bPoliticians(obj) -> list:  # noqa: N802 - wire name
        return list(obj.candidates.all())


class ToirogListOut(WireSchema):
    election: ElectionSummaryOut
    toirog: list[ToirogOut]


class DistrictCountsOut(DistrictOut):
    candidate_count: int
    winner_count: int


class DistrictListOut(WireSchema):
    election: ElectionSummaryOut
    districts: list[DistrictCountsOut]


class CandidateFilters(WireIn):
    partyId: Annotated[int, Between(1, MAX_DB_ID, ApiError("invalid_input"))] | None = None  # noqa: N815
    district: DistrictNumber | None = None
    kind: Kind | None = None  # none: the year's parliamentary election, else its presidential one
    winners: Flag = False


class CandidateListOut(WireSchema):
    election: ElectionSummaryOut
    candidates: list[CandidateOut]


class PartyListOut(WireSchema):
    party: PartyRef
    candidates: list[CandidateOut]

    @staticmethod
    def resolve_party(obj, context) -> dict | None:
        return party_ref(obj.party, context_language(context))


class PartyListsOut(WireSchema):
    """Party lists (jagsaalt); empty with a note when the source has no list candidates."""

    election: ElectionSummaryOut
    lists: list[PartyListOut]
    note: str


class ChartPartyOut(WireSchema):
    party: PartyRef
    seats: int | None
    votes: int | None
    vote_share: float | None
    is_vote_share_approximate: bool

    resolve_party = staticmethod(PartyResultOut.resolve_party)
    resolve_vote_share = staticmethod(PartyResultOut.resolve_vote_share)


class ChartTotalsOut(SeatTotalsOut):
    turnout_percent: float | None
    is_turnout_preliminary: bool


class ChartOut(WireSchema):
    """Seats and vote shares for the chart; approximate and preliminary figures are flagged."""

    election: ElectionSummaryOut
    parties: list[ChartPartyOut]
    totals: ChartTotalsOut
    notes: list[str]
    sources: list[str]


class OtherRunOut(WireSchema):
    """Another election the same politician stood in."""

    candidate_id: int
    election: ElectionSummaryOut
    party: PartyRef | None
    district: DistrictRef | None
    votes: int | None
    sanaliinHuvi: float | None  # noqa: N815 - wire name
    is_winner: bool

    @staticmethod
    def resolve_candidate_id(obj) -> int:
        return obj.pk

    resolve_party = staticmethod(CandidateOut.resolve_party)
    resolve_district = staticmethod(CandidateOut.resolve_district)
    resolve_sanaliinHuvi = staticmethod(CandidateOut.resolve_sanaliinHuvi)  # noqa: N815


class PoliticianEntityOut(CandidateOut):
    bio: str
    election: ElectionSummaryOut

    @staticmethod
    def resolve_bio(obj, context) -> str:
        return pick(context_language(context), obj.bio_mn, obj.bio_en)


class PoliticianPageOut(WireSchema):
    entity: PoliticianEntityOut
    other_elections: list[OtherRunOut]


class ElectionNewsIn(WireIn):
    """Form or query fields of the election news lists."""

    year: Year | None = None
    size: PageSize | None = None
    lastNewsDaraalal: CursorId | None = None  # noqa: N815 - wire name


class ComicFilters(WireIn):
    size: PageSize | None = None
    lastComicDate: CursorDate | None = None  # noqa: N815 - wire name
    lastId: CursorId | None = None  # noqa: N815 - wire name


class ElectionComicOut(WireSchema):
    id: int
    title: str
    image: str
    renditions: dict[str, str]
    publish_date: str
    likes: int
    dislikes: int
    comment_count: int
    election_year: int | None

    @staticmethod
    def resolve_image(obj) -> str:
        return obj.image_url(COMIC_IMAGE_WIDTH)

    @staticmethod
    def resolve_publish_date(obj) -> str:
        return iso_local(obj.publish_date) or ""


class ElectionComicsOut(WireSchema):
    songuuli2020Comic: list[ElectionComicOut]  # noqa: N815 - wire name
    publish_date: str | None  # the next page's cursor (lastComicDate)
