"""Wire shapes of the election pages: the specification's names (`leaderpic`, `bPoliticians`,
`sanaliinHuvi`, `irts_date`, `shinemedee_list`, `songuuli2020Comic`) mapped from plain model fields."""
from __future__ import annotations

from decimal import Decimal

from common.languages import Language, pick
from common.schema import WireSchema
from common.wire import context_language, iso_local

from .logic import party_colour
from .models import Party

LEADER_IMAGE_WIDTH = 160
CANDIDATE_IMAGE_WIDTH = 160
COMIC_IMAGE_WIDTH = 800




def _number(value: Decimal | None) -> float | None:
    return float(value) if value is not None else None


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def party_ref(party: Party | None, language: Language) -> dict | None:
    if party is None:
        return None
    return {
        "id": party.pk,
        "name": pick(language, party.name_mn, party.name_en),
        "abbr": pick(language, party.abbreviation_mn, party.abbreviation_en) or party.abbreviation_en,
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


class ElectionQuery(WireSchema):
    year: int | None = None
    kind: str | None = None


class ElectionSummaryOut(WireSchema):
    id: int
    kind: str
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
    def resolve_notes(obj) -> list[str]:
        return _lines(obj.notes)

    @staticmethod
    def resolve_sources(obj) -> list[str]:
        return _lines(obj.sources)


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


class PresidentPageOut(WireSchema):
    election: ElectionOut
    candidates: list[CandidateOut]
    winner: CandidateOut | None
    years: list[int]


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
    """A constituency; `irts_date` is when its result came in (ISO 8601 with offset), null if unknown."""

    id: int
    number: int
    name: str
    mandates: int | None
    area: str
    note: str
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


class CandidateFilters(WireSchema):
    partyId: int | None = None  # noqa: N815 - wire name
    district: int | None = None
    kind: str | None = None
    winners: bool = False


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


class ElectionNewsIn(WireSchema):
    """Form or query fields of the election news lists."""

    year: int | None = None
    size: int | None = None
    lastNewsDaraalal: int | None = None  # noqa: N815 - wire name


class ComicFilters(WireSchema):
    size: int | None = None
    lastComicDate: str | None = None  # noqa: N815 - wire name
    lastId: int | None = None  # noqa: N815 - wire name


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
