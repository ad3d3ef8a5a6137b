"""The election files' formats as pydantic models: a file is validated in one step.

A results file (election_20XX_*.json) is a `ResultsFile`, a newsroom CSV is a list of `CsvRow`,
the member and candidate file (election_members.json) is a `MembersFile`. Blank values mean
"not known" (None, or "" for text); numbers may carry thousands separators ("1,234");
percentages are Decimals between 0 and 100 with two places (the value types are shared, in
common/file_formats.py). `describe_errors` turns pydantic's errors into one line that names the
file and the place, e.g.
"election_members.json: parliament_2020.party_vote_totals #3 votes: expected a whole number, got 'x'".
Checks across records (a candidate's party is among the file's parties, seats add up) stay
with the importer.
"""
from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import (
    AfterValidator,
    AliasChoices,
    BaseModel,
    BeforeValidator,
    Discriminator,
    Field,
    Tag,
    TypeAdapter,
    ValidationError,
    model_validator,
)
from pydantic_core import PydanticCustomError

from common import file_formats
from common.file_formats import Count, Key, Number, Percent, Record, Text, YesNo

from .models import ElectionKind
from .reference import REGISTER_PARTIES_2020, UnknownPlace, area_in_english

# --- values -------------------------------------------------------------------------------


def _names(value: Any) -> str:
    """A place list: one string or a list of names, joined with commas."""
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return ", ".join(value)
    return file_formats.clean_text(value)


def _lines(value: Any) -> str:
    """One source line or a list of them."""
    if isinstance(value, list):
        return "\n".join(str(item) for item in value)
    return file_formats.clean_text(value)


def _register_party(value: Any) -> str:
    """A party of the 2020 register, by its Mongolian name, as its abbreviation_en."""
    key = REGISTER_PARTIES_2020.get(file_formats.clean_text(value))
    if key is None:
        raise PydanticCustomError("unknown_party", "unknown party")
    return key


def _place_in_english(value: str) -> str:
    """A Mongolian place name that has an English one (reference.area_in_english)."""
    try:
        area_in_english(value)
    except UnknownPlace:
        raise PydanticCustomError("place", "no English name for the place") from None
    return value


Names = Annotated[str, BeforeValidator(_names)]
Lines = Annotated[str, BeforeValidator(_lines)]
RegisterParty = Annotated[str, BeforeValidator(_register_party)]


# --- results files (election_2020_parliament.json, ...) --------------------------------------


class System(Record):
    note: Text = ""
    constituencies: Count = None
    constituency_seats: Count = None
    party_list_seats: Count = None
    mandates_aimag: Count = None
    mandates_capital: Count = None


class Turnout(Record):
    """A turnout figure, or an object with its value and status ("preliminary, ...")."""

    value: Percent = None
    status: Text = ""

    @model_validator(mode="before")
    @classmethod
    def _from_figure(cls, data: Any) -> Any:
        return data if isinstance(data, dict) else {"value": data}

    @property
    def is_preliminary(self) -> bool:
        return "preliminary" in self.status.lower()


class RegisteredCandidates(Record):
    total: Count = None
    parties: Count = None
    coalitions: Count = None
    independents: Count = None


class BlankVotes(Record):
    votes: Count = None


class PartyRow(Record):
    abbr_en: Key  # the party key
    abbr_mn: Text = ""
    party_en: Text = ""
    party_mn: Text = ""
    seats: Count = None
    votes: Count = None
    vote_percent: Percent = Field(None, validation_alias=AliasChoices("vote_percent", "vote_share"))
    leader_en: Text = ""
    leader_mn: Text = ""
    winner: Text = ""  # 2020: the single winner of a small party, named on its row


class ConstituencyRow(Record):
    no: Number
    name_en: Text = ""
    name_mn: Text = ""
    mandates: Count = None
    areas_en: Names = ""
    areas_mn: Names = ""
    note: Text = ""


class CandidateRow(Record):
    name_en: Text = ""
    name_mn: Text = ""
    party: Text = ""  # "Name (ABBR)" or the abbreviation
    district: Count = None
    votes: Count = None
    percent_of_ballots: Percent = Field(None, validation_alias=AliasChoices("percent_of_ballots", "vote_share"))
    percent_of_valid_candidate_votes: Percent = None
    elected: YesNo = Field(False, validation_alias=AliasChoices("elected", "is_winner"))
    list_position: Count = None


class ResultsFile(Record):
    election: Text = ""  # the title
    kind: ElectionKind | None = None
    date: dt.date
    name_en: Text = ""
    name_mn: Text = ""
    total_seats: Count = None
    registered_voters: Count = None
    ballots_cast: Count = Field(None, validation_alias=AliasChoices("ballots_cast", "voted"))
    women_elected: Count = None
    system: System | None = None
    turnout_percent: Turnout | None = None
    candidates_registered: RegisteredCandidates | None = None
    blank_protest_votes: BlankVotes | None = None
    note: Text = ""
    vote_percent_note: Text = ""
    turnout_note: Text = ""
    party_seats_check: Text = ""
    missing: list[str] = []
    sources: Lines = Field("", validation_alias=AliasChoices("sources", "source"))
    parties: list[PartyRow] | None = Field(None, validation_alias=AliasChoices("party_seats", "results", "parties"))
    # vote_share {"MPP_percent_approx": 35, "note": ...}: the approximate shares, by abbreviation.
    approximate_shares: dict[str, Percent] = {}
    constituencies: list[ConstituencyRow] | None = None
    candidates: list[CandidateRow] | None = None

    @model_validator(mode="before")
    @classmethod
    def _approximate_shares(cls, data: Any) -> Any:
        shares = data.get("vote_share") if isinstance(data, dict) else None
        if isinstance(shares, dict):
            data = {**data, "approximate_shares": {
                match["abbr"]: value for key, value in shares.items()
                if (match := re.fullmatch(r"(?P<abbr>[A-Za-z]+)_percent_approx", key)) and value is not None
            }}
        return data


# --- newsroom CSV rows -------------------------------------------------------------------------


class CsvParty(Record):
    row_type: Literal["party"]
    abbr_en: Key
    abbr_mn: Text = ""
    name_en: Text = ""
    name_mn: Text = ""
    seats: Count = None
    votes: Count = None
    vote_share: Percent = None
    leader_en: Text = ""
    leader_mn: Text = ""


class CsvDistrict(Record):
    row_type: Literal["district"]
    number: Number
    name_en: Text = ""
    name_mn: Text = ""
    mandates: Count = None
    area_en: Text = ""
    area_mn: Text = ""


class CsvCandidate(Record):
    row_type: Literal["candidate"]
    name_en: Text = ""
    name_mn: Text = ""
    party: Text = ""
    district: Count = None
    votes: Count = None
    vote_share: Percent = None
    is_winner: YesNo = False
    list_position: Count = None


def _row_type(row: Any) -> str | None:
    if isinstance(row, dict):
        row["row_type"] = str(row.get("row_type") or "").strip().lower()
        return row["row_type"]
    return getattr(row, "row_type", None)


CsvRow = Annotated[
    Annotated[CsvParty, Tag("party")] | Annotated[CsvDistrict, Tag("district")]
    | Annotated[CsvCandidate, Tag("candidate")],
    Discriminator(_row_type, custom_error_type="row_type",
                  custom_error_message="row_type must be party, district or candidate"),
]
CSV_ROWS: TypeAdapter[list[CsvParty | CsvDistrict | CsvCandidate]] = TypeAdapter(list[CsvRow])


# --- the member and candidate file (election_members.json) --------------------------------------

RecordT = TypeVar("RecordT", bound=BaseModel)


class Group(Record, Generic[RecordT]):
    """A dataset's group of records and the source keys it names."""

    source: str | dict[str, str] | None = None
    records: list[RecordT]


class Member2024(Record):
    name_mn: Text = ""
    name_latin: Text = ""
    party_abbr_en: Text = ""
    seat: Literal["constituency", "list"]
    constituency: Count = None
    list_rank: Count = None

    @model_validator(mode="after")
    def _has_its_seat(self) -> Member2024:
        if self.seat == "constituency" and self.constituency is None:
            raise PydanticCustomError("seat", "a constituency member needs its constituency")
        if self.seat == "list" and self.list_rank is None:
            raise PydanticCustomError("seat", "a list member needs its list_rank")
        return self


class PartyResult2024(Record):
    abbr_en: Key
    list_vote_percent: Percent = None
    seats_constituency: Count = None
    seats_list: Count = None


class PartyResults2024(Group[PartyResult2024]):
    turnout_percent_final: Percent = None
    women_total: Count = None


class Constituency2024(Record):
    no: Number
    mandates: Count = None


class Parliament2024(Record):
    members: Group[Member2024]
    party_results: PartyResults2024
    constituencies: Group[Constituency2024]


class Constituency2020(Record):
    no: Number
    area_mn: Annotated[Text, AfterValidator(_place_in_english)] = ""
    mandates: Count = None

    @property
    def area_en(self) -> str:
        return area_in_english(self.area_mn)


class PartyVotes2020(Record):
    party: RegisterParty = Field(validation_alias="party_mn")  # its abbreviation_en
    votes: Count = None
    percent: Percent = None


class Candidate2020(Record):
    constituency: Count = None
    name_mn: Text = ""
    party: RegisterParty = Field(validation_alias="party_or_coalition_mn")


class Winner2020(Record):
    constituency: Count = None
    name_mn: Text = ""


class Parliament2020(Record):
    constituencies: Group[Constituency2020]
    party_vote_totals: Group[PartyVotes2020]
    candidates: Group[Candidate2020]
    elected_members_partial: Group[Winner2020]


class Candidate2021(Record):
    name_mn_full: Text = ""
    name_mn_short: Text = ""
    party_en: Text = ""


class Presidential2021(Record):
    candidates: Group[Candidate2021]


class Datasets(Record):
    parliament_2024: Parliament2024
    parliament_2020: Parliament2020
    presidential_2021: Presidential2021


class MembersFile(Record):
    source_keys: dict[str, str] = {}
    datasets: Datasets


# --- errors ---------------------------------------------------------------------------------

# Keys that only wrap the rows, left out of a place's name: datasets.X.Y.records.3 reads "X.Y #4".
_WRAPPERS = {"datasets", "records"}


def describe_place(loc: tuple[int | str, ...]) -> str:
    """A place in a file, from pydantic's loc: ("party_seats", 0, "seats") reads "party_seats #1 seats"."""
    return file_formats.describe_place(loc, _WRAPPERS)


def describe_errors(source: str, error: ValidationError,
                    place: Callable[[tuple[int | str, ...]], str] = describe_place) -> str:
    """One line per bad value: the file, the place and what is wrong ("..., got 'many'")."""
    return file_formats.describe_errors(source, error, place)
