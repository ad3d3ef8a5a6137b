"""Reading election result files (the shipped JSON shapes or a newsroom CSV) and saving them.

Files are parsed and validated completely before anything is written, and saving uses
update_or_create on natural keys, so a re-run changes nothing and a bad file changes nothing.
Figures the source does not give stay NULL.

The member and candidate file (election_members.json) completes elections of the results files
imported with it: members and candidates, list places, seats by seat kind, final figures.
"""
from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils.text import slugify

from . import reader_text
from .models import Candidate, District, Election, ElectionKind, ElectionParty, Party
from .reference import PARTY_NAMES, REGISTER_PARTIES_2020, UnknownPlace, area_in_english, to_latin

SHIPPED_FILES = (
    "election_2020_parliament.json",
    "election_2021_presidential.json",
    "election_2024_parliament.json",
)
MEMBERS_FILE = "election_members.json"

# Attribution of the shipped files (shared/data/SOURCES.md), kept for the newsroom with the file's notes.
SHIPPED_SOURCES: dict[str, str] = {
    "election_2020_parliament.json": (
        "General Election Commission of Mongolia official results, via the Embassy of Mongolia in Australia "
        "and Montsame\nVote percentages: Wikipedia, \"2020 Mongolian parliamentary election\" (CC BY-SA 4.0)"
    ),
    "election_2021_presidential.json": (
        "General Election Commission of Mongolia, as quoted by Xinhua and chinggis.info\n"
        "Shares of valid candidate votes: Wikipedia, \"2021 Mongolian presidential election\" (CC BY-SA 4.0)"
    ),
    "election_2024_parliament.json": (
        "General Election Commission of Mongolia official result, as reported by Xinhua/IANS (1 July 2024)\n"
        "System, turnout and the MPP vote share: Wikipedia, \"2024 Mongolian parliamentary election\" "
        "(CC BY-SA 4.0)\nConstituencies: Parliament resolution No. 112 of 21 December 2023"
    ),
}

CSV_COLUMNS = (
    "row_type", "number", "abbr_en", "abbr_mn", "name_en", "name_mn", "party", "district", "mandates",
    "seats", "votes", "vote_share", "is_winner", "list_position", "area_en", "area_mn", "leader_en", "leader_mn",
)
CSV_HELP = """\
CSV files (UTF-8, header row required; --kind and --date are required for them). One row per record;
`row_type` says which, unknown columns are refused, blank cells mean "not known":
  party      abbr_en (required, the party key), abbr_mn, name_en, name_mn, seats, votes, vote_share,
             leader_en, leader_mn
  district   number (required), name_en, name_mn, mandates, area_en, area_mn
  candidate  name_en and/or name_mn (one required), party (= a party's abbr_en), district (= a number),
             votes, vote_share, is_winner (1/0, yes/no, true/false), list_position
Numbers may use thousands separators ("1,234"); vote_share is a percent ("44.93")."""

INDEPENDENT_ABBREVIATIONS = {"IND", "БД", "INDEPENDENT"}
ABBREVIATION_IN_PARENS = re.compile(r"^(?P<name>.*?)\s*\((?P<abbr>[^()]+)\)\s*$")


class ElectionFileError(ValueError):
    """A result file that cannot be imported; the message says where and why."""


@dataclass
class PartyRecord:
    abbreviation_en: str
    name_en: str = ""
    name_mn: str = ""
    abbreviation_mn: str = ""
    seats: int | None = None
    votes: int | None = None
    vote_share: Decimal | None = None
    is_vote_share_approximate: bool = False
    leader_name_en: str = ""
    leader_name_mn: str = ""
    constituency_seats: int | None = None
    list_seats: int | None = None
    # Names the party of candidates only: no result row of its own (a party without figures).
    is_label_only: bool = False


@dataclass
class DistrictRecord:
    number: int
    name_en: str = ""
    name_mn: str = ""
    mandates: int | None = None
    area_en: str = ""
    area_mn: str = ""
    note: str = ""


@dataclass
class CandidateRecord:
    name_en: str = ""
    name_mn: str = ""
    party: str = ""  # abbreviation_en of a party
    district: int | None = None
    votes: int | None = None
    vote_share: Decimal | None = None
    valid_vote_share: Decimal | None = None
    is_winner: bool = False
    list_position: int | None = None


@dataclass
class ElectionRecord:
    """Everything one file says about one election, validated and ready to save."""

    kind: str
    date: dt.date
    name_en: str
    name_mn: str
    source: str
    figures: dict[str, Any] = field(default_factory=dict)
    parties: list[PartyRecord] = field(default_factory=list)
    districts: list[DistrictRecord] = field(default_factory=list)
    candidates: list[CandidateRecord] = field(default_factory=list)
    # What readers read about it (shipped files only); None leaves the election's texts as they are.
    reader: reader_text.ReaderText | None = None
    # Candidates an earlier import made that this record's candidates replace (deleted on save).
    superseded: list[CandidateRecord] = field(default_factory=list)


@dataclass
class ImportSummary:
    elections: int = 0
    parties: int = 0
    districts: int = 0
    candidates: int = 0

    def __str__(self) -> str:
        return (
            f"{self.elections} election(s), {self.parties} party result(s), "
            f"{self.districts} district(s), {self.candidates} candidate(s)"
        )


# --- small validated conversions --------------------------------------------------------


def _int(value: Any, where: str) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ElectionFileError(f"{where}: expected a whole number, got {value!r}")
    if isinstance(value, int):
        number = value
    else:
        text = str(value).replace(",", "").replace(" ", "").strip()
        if not re.fullmatch(r"\d+", text):
            raise ElectionFileError(f"{where}: expected a whole number, got {value!r}")
        number = int(text)
    if number < 0:
        raise ElectionFileError(f"{where}: must not be negative, got {value!r}")
    return number


def _percent(value: Any, where: str) -> Decimal | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ElectionFileError(f"{where}: expected a percentage, got {value!r}")
    try:
        number = Decimal(str(value).replace(",", "").rstrip("%").strip())
    except InvalidOperation:
        raise ElectionFileError(f"{where}: expected a percentage, got {value!r}") from None
    if not number.is_finite() or not 0 <= number <= 100:
        raise ElectionFileError(f"{where}: a percentage must be between 0 and 100, got {value!r}")
    return number.quantize(Decimal("0.01"))


def _bool(value: Any, where: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value or "").strip().lower()
    if text in {"", "0", "no", "false", "n"}:
        return False
    if text in {"1", "yes", "true", "y"}:
        return True
    raise ElectionFileError(f"{where}: expected yes/no, got {value!r}")


def _date(value: Any, where: str) -> dt.date:
    try:
        return dt.date.fromisoformat(str(value))
    except (TypeError, ValueError):
        raise ElectionFileError(f"{where}: expected a date as YYYY-MM-DD, got {value!r}") from None


def _text(value: Any, where: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ElectionFileError(f"{where}: expected text, got {value!r}")
    return value.strip()


def _kind(value: Any, where: str) -> str:
    if value not in ElectionKind.values:
        raise ElectionFileError(f"{where}: kind must be one of {', '.join(ElectionKind.values)}, got {value!r}")
    return str(value)


# Default names are content (each row's name_mn/name_en, which editors may change), not gettext messages.
def _default_names(kind: str, year: int) -> tuple[str, str]:
    if kind == ElectionKind.PRESIDENT:
        return f"{year} оны Ерөнхийлөгчийн сонгууль", f"Presidential election {year}"
    return f"{year} оны Улсын Их Хурлын ээлжит сонгууль", f"State Great Khural election {year}"


def _district_names(number: int) -> tuple[str, str]:
    return f"{number}-р тойрог", f"Constituency {number}"


# --- JSON -----------------------------------------------------------------------------------


def parse_json(data: Any, source: str) -> ElectionRecord:
    """Validate one election JSON document (any of the shipped shapes) into an ElectionRecord."""
    if not isinstance(data, dict):
        raise ElectionFileError(f"{source}: the file must hold one JSON object")
    title = _text(data.get("election"), f"{source}: election")
    if "kind" in data:
        kind = _kind(data["kind"], f"{source}: kind")
    else:
        is_presidential = "presiden" in title.lower() or ("candidates" in data and "results" not in data
                                                            and "party_seats" not in data)
        kind = ElectionKind.PRESIDENT if is_presidential else ElectionKind.PARLIAMENT
    if "date" not in data:
        raise ElectionFileError(f"{source}: the election date is missing")
    date = _date(data["date"], f"{source}: date")
    name_mn, name_en = _default_names(kind, date.year)
    record = ElectionRecord(
        kind=kind,
        date=date,
        name_en=_text(data.get("name_en"), f"{source}: name_en") or title or name_en,
        name_mn=_text(data.get("name_mn"), f"{source}: name_mn") or name_mn,
        source=source,
    )
    record.figures = _json_figures(data, source)
    record.parties = _json_parties(data, source)
    record.districts = _json_districts(data, source)
    record.candidates = _json_candidates(data, source, record.parties)
    record.reader = reader_text.BASE.get(source)
    _check_references(record)
    return record


def _json_figures(data: dict[str, Any], source: str) -> dict[str, Any]:
    system = data.get("system") or {}
    if not isinstance(system, dict):
        raise ElectionFileError(f"{source}: system must be an object")
    figures: dict[str, Any] = {
        "total_seats": _int(data.get("total_seats"), f"{source}: total_seats"),
        "registered_voters": _int(data.get("registered_voters"), f"{source}: registered_voters"),
        "ballots_cast": _int(data.get("ballots_cast", data.get("voted")), f"{source}: ballots_cast"),
        "women_elected": _int(data.get("women_elected"), f"{source}: women_elected"),
        "data_system_note": _text(system.get("note"), f"{source}: system.note"),
        "district_count": _int(system.get("constituencies"), f"{source}: system.constituencies"),
        "constituency_seats": _int(system.get("constituency_seats"), f"{source}: system.constituency_seats"),
        "list_seats": _int(system.get("party_list_seats"), f"{source}: system.party_list_seats"),
    }
    if figures["constituency_seats"] is None and "mandates_aimag" in system:
        aimag = _int(system.get("mandates_aimag"), f"{source}: system.mandates_aimag")
        capital = _int(system.get("mandates_capital"), f"{source}: system.mandates_capital")
        if aimag is not None and capital is not None:
            figures["constituency_seats"] = aimag + capital
            if "no list seats" in figures["data_system_note"].lower():
                figures["list_seats"] = 0

    turnout = data.get("turnout_percent")
    preliminary = False
    if isinstance(turnout, dict):
        preliminary = "preliminary" in str(turnout.get("status", "")).lower()
        turnout = turnout.get("value")
    figures["turnout_percent"] = _percent(turnout, f"{source}: turnout_percent")
    figures["is_turnout_preliminary"] = preliminary

    registered = data.get("candidates_registered")
    if registered is not None:
        if not isinstance(registered, dict):
            raise ElectionFileError(f"{source}: candidates_registered must be an object")
        figures["candidates_registered"] = _int(registered.get("total"), f"{source}: candidates_registered.total")
        figures["parties_registered"] = _int(registered.get("parties"), f"{source}: candidates_registered.parties")
        figures["coalitions_registered"] = _int(
            registered.get("coalitions"), f"{source}: candidates_registered.coalitions"
        )
        figures["independents_registered"] = _int(
            registered.get("independents"), f"{source}: candidates_registered.independents"
        )
    blank = data.get("blank_protest_votes")
    if isinstance(blank, dict):
        figures["blank_votes"] = _int(blank.get("votes"), f"{source}: blank_protest_votes.votes")

    notes = [str(data[key]) for key in ("note", "vote_percent_note", "turnout_note", "party_seats_check")
             if data.get(key)]
    missing = data.get("missing")
    if isinstance(missing, list) and missing:
        notes.append("Not in the source: " + "; ".join(str(item) for item in missing) + ".")
    figures["data_notes"] = "\n".join(notes)
    sources = data.get("sources", data.get("source"))
    if isinstance(sources, list):
        sources = "\n".join(str(item) for item in sources)
    figures["data_sources"] = _text(sources, f"{source}: sources") or SHIPPED_SOURCES.get(source, "")
    return figures


def _json_parties(data: dict[str, Any], source: str) -> list[PartyRecord]:
    rows = data.get("party_seats", data.get("results", data.get("parties")))
    if rows is None:
        return []
    if not isinstance(rows, list):
        raise ElectionFileError(f"{source}: the party results must be a list")
    approximate_shares: dict[str, Decimal] = {}
    vote_share = data.get("vote_share")
    if isinstance(vote_share, dict):
        for key, value in vote_share.items():
            match = re.fullmatch(r"(?P<abbr>[A-Za-z]+)_percent_approx", key)
            if match and value is not None:
                approximate_shares[match["abbr"]] = _percent(value, f"{source}: vote_share.{key}")  # type: ignore[assignment]

    parties: list[PartyRecord] = []
    for index, row in enumerate(rows, start=1):
        where = f"{source}: party #{index}"
        if not isinstance(row, dict):
            raise ElectionFileError(f"{where}: must be an object")
        abbreviation = _text(row.get("abbr_en"), f"{where} abbr_en")
        if not abbreviation:
            raise ElectionFileError(f"{where}: abbr_en (the party key) is missing")
        share = _percent(row.get("vote_percent", row.get("vote_share")), f"{where} vote_percent")
        is_approximate = False
        if share is None and abbreviation in approximate_shares:
            share, is_approximate = approximate_shares[abbreviation], True
        parties.append(
            PartyRecord(
                abbreviation_en=abbreviation,
                abbreviation_mn=_text(row.get("abbr_mn"), f"{where} abbr_mn"),
                name_en=_text(row.get("party_en"), f"{where} party_en"),
                name_mn=_text(row.get("party_mn"), f"{where} party_mn"),
                seats=_int(row.get("seats"), f"{where} seats"),
                votes=_int(row.get("votes"), f"{where} votes"),
                vote_share=share,
                is_vote_share_approximate=is_approximate,
                leader_name_en=_text(row.get("leader_en"), f"{where} leader_en"),
                leader_name_mn=_text(row.get("leader_mn"), f"{where} leader_mn"),
            )
        )
    return parties


def _json_districts(data: dict[str, Any], source: str) -> list[DistrictRecord]:
    rows = data.get("constituencies")
    if rows is None:
        return []
    if not isinstance(rows, list):
        raise ElectionFileError(f"{source}: constituencies must be a list")
    districts = []
    for index, row in enumerate(rows, start=1):
        where = f"{source}: constituency #{index}"
        if not isinstance(row, dict):
            raise ElectionFileError(f"{where}: must be an object")
        number = _int(row.get("no"), f"{where} no")
        if number is None:
            raise ElectionFileError(f"{where}: the constituency number (no) is missing")
        default_mn, default_en = _district_names(number)
        districts.append(
            DistrictRecord(
                number=number,
                name_en=_text(row.get("name_en"), f"{where} name_en") or default_en,
                name_mn=_text(row.get("name_mn"), f"{where} name_mn") or default_mn,
                mandates=_int(row.get("mandates"), f"{where} mandates"),
                area_en=_areas(row.get("areas_en"), f"{where} areas_en"),
                area_mn=_areas(row.get("areas_mn"), f"{where} areas_mn"),
                note=_text(row.get("note"), f"{where} note"),
            )
        )
    return districts


def _areas(value: Any, where: str) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return ", ".join(value)
    raise ElectionFileError(f"{where}: expected a list of names")


def _json_candidates(data: dict[str, Any], source: str, parties: list[PartyRecord]) -> list[CandidateRecord]:
    candidates: list[CandidateRecord] = []
    rows = data.get("candidates")
    if rows is not None:
        if not isinstance(rows, list):
            raise ElectionFileError(f"{source}: candidates must be a list")
        for index, row in enumerate(rows, start=1):
            where = f"{source}: candidate #{index}"
            if not isinstance(row, dict):
                raise ElectionFileError(f"{where}: must be an object")
            party_text = _text(row.get("party"), f"{where} party")
            party_abbr, party_name = party_text, ""
            match = ABBREVIATION_IN_PARENS.match(party_text)
            if match:
                party_abbr, party_name = match["abbr"].strip(), match["name"].strip()
            if party_abbr and not any(p.abbreviation_en == party_abbr for p in parties):
                # A presidential file names the party only on the candidate.
                parties.append(PartyRecord(abbreviation_en=party_abbr, name_en=party_name or party_abbr))
            candidates.append(
                CandidateRecord(
                    name_en=_text(row.get("name_en"), f"{where} name_en"),
                    name_mn=_text(row.get("name_mn"), f"{where} name_mn"),
                    party=party_abbr,
                    district=_int(row.get("district"), f"{where} district"),
                    votes=_int(row.get("votes"), f"{where} votes"),
                    vote_share=_percent(
                        row.get("percent_of_ballots", row.get("vote_share")), f"{where} percent_of_ballots"
                    ),
                    valid_vote_share=_percent(
                        row.get("percent_of_valid_candidate_votes"), f"{where} percent_of_valid_candidate_votes"
                    ),
                    is_winner=_bool(row.get("elected", row.get("is_winner")), f"{where} elected"),
                    list_position=_int(row.get("list_position"), f"{where} list_position"),
                )
            )
    # The 2020 file names the single winner of the small parties on the party row.
    for index, row in enumerate(data.get("results") or [], start=1):
        if isinstance(row, dict) and row.get("winner"):
            candidates.append(
                CandidateRecord(
                    name_en=_text(row["winner"], f"{source}: party #{index} winner"),
                    party=_text(row.get("abbr_en"), f"{source}: party #{index} abbr_en"),
                    is_winner=True,
                )
            )
    return candidates


# --- CSV ------------------------------------------------------------------------------------


def parse_csv(text: str, source: str, kind: str | None, date: dt.date | None,
              name_en: str = "", name_mn: str = "") -> ElectionRecord:
    """Validate a newsroom CSV (columns in CSV_HELP) into an ElectionRecord."""
    if kind is None or date is None:
        raise ElectionFileError(f"{source}: a CSV file needs --kind and --date")
    kind = _kind(kind, f"{source}: --kind")
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    header = [name.strip() for name in (reader.fieldnames or [])]
    if "row_type" not in header:
        raise ElectionFileError(f"{source}: the header row must include row_type (see the command help)")
    unknown = [name for name in header if name not in CSV_COLUMNS]
    if unknown:
        raise ElectionFileError(f"{source}: unknown column(s) {', '.join(unknown)}; allowed: {', '.join(CSV_COLUMNS)}")
    reader.fieldnames = header
    default_mn, default_en = _default_names(kind, date.year)
    record = ElectionRecord(kind=kind, date=date, name_en=name_en or default_en, name_mn=name_mn or default_mn,
                            source=source)
    for line, raw in enumerate(reader, start=2):
        if None in raw:
            raise ElectionFileError(f"{source}: line {line} has more cells than the header")
        row = {key: (value or "").strip() for key, value in raw.items()}
        where = f"{source}: line {line}"
        row_type = row["row_type"].lower()
        if row_type == "party":
            if not row.get("abbr_en"):
                raise ElectionFileError(f"{where}: a party row needs abbr_en")
            record.parties.append(PartyRecord(
                abbreviation_en=row["abbr_en"], abbreviation_mn=row.get("abbr_mn", ""),
                name_en=row.get("name_en", ""), name_mn=row.get("name_mn", ""),
                seats=_int(row.get("seats"), f"{where} seats"), votes=_int(row.get("votes"), f"{where} votes"),
                vote_share=_percent(row.get("vote_share"), f"{where} vote_share"),
                leader_name_en=row.get("leader_en", ""), leader_name_mn=row.get("leader_mn", ""),
            ))
        elif row_type == "district":
            number = _int(row.get("number"), f"{where} number")
            if number is None:
                raise ElectionFileError(f"{where}: a district row needs number")
            default_district_mn, default_district_en = _district_names(number)
            record.districts.append(DistrictRecord(
                number=number, name_en=row.get("name_en") or default_district_en,
                name_mn=row.get("name_mn") or default_district_mn,
                mandates=_int(row.get("mandates"), f"{where} mandates"),
                area_en=row.get("area_en", ""), area_mn=row.get("area_mn", ""),
            ))
        elif row_type == "candidate":
            record.candidates.append(CandidateRecord(
                name_en=row.get("name_en", ""), name_mn=row.get("name_mn", ""), party=row.get("party", ""),
                district=_int(row.get("district"), f"{where} district"),
                votes=_int(row.get("votes"), f"{where} votes"),
                vote_share=_percent(row.get("vote_share"), f"{where} vote_share"),
                is_winner=_bool(row.get("is_winner"), f"{where} is_winner"),
                list_position=_int(row.get("list_position"), f"{where} list_position"),
            ))
        else:
            raise ElectionFileError(f"{where}: row_type must be party, district or candidate, got {row_type!r}")
    record.figures = {"total_seats": sum(p.seats for p in record.parties if p.seats is not None) or None}
    if record.districts:
        record.figures["district_count"] = len(record.districts)
    _check_references(record)
    return record


# --- validation shared by both formats -----------------------------------------------------


def _check_references(record: ElectionRecord) -> None:
    source = record.source
    abbreviations = [party.abbreviation_en for party in record.parties]
    duplicates = {abbr for abbr in abbreviations if abbreviations.count(abbr) > 1}
    if duplicates:
        raise ElectionFileError(f"{source}: party listed twice: {', '.join(sorted(duplicates))}")
    numbers = [district.number for district in record.districts]
    if len(numbers) != len(set(numbers)):
        raise ElectionFileError(f"{source}: a constituency number is listed twice")
    seen_names: set[tuple[int | None, str, str]] = set()
    for index, candidate in enumerate(record.candidates, start=1):
        where = f"{source}: candidate #{index}"
        if not candidate.name_en and not candidate.name_mn:
            raise ElectionFileError(f"{where}: has no name")
        if candidate.party and candidate.party not in abbreviations:
            raise ElectionFileError(f"{where}: party {candidate.party!r} is not among the file's parties")
        if candidate.district is not None and candidate.district not in numbers:
            raise ElectionFileError(f"{where}: constituency {candidate.district} is not among the file's districts")
        # Two people of the same name may stand in one constituency for different parties (2020, No. 28).
        key = (candidate.district, _candidate_key(candidate)[1], candidate.party)
        if key in seen_names:
            raise ElectionFileError(f"{where}: {key[1]!r} is listed twice")
        seen_names.add(key)


def _candidate_key(candidate: CandidateRecord) -> tuple[str, str]:
    return ("name_en", candidate.name_en) if candidate.name_en else ("name_mn", candidate.name_mn)


# --- the member and candidate file (election_members.json) ------------------------------------

# An area the register names only in part (SOURCES.md: Parliament resolution No. 15 of 30 Jan 2020).
AREAS_ADDED_2020 = {6: ("Говьсүмбэр", "Govisümber")}


@dataclass
class MembersUpdate:
    """What the member and candidate file adds to one election of a results file."""

    kind: str
    year: int
    source: str
    figures: dict[str, Any] = field(default_factory=dict)
    party_figures: dict[str, dict[str, Any]] = field(default_factory=dict)  # by abbreviation_en
    parties: list[PartyRecord] = field(default_factory=list)  # parties the results file does not have
    districts: list[DistrictRecord] = field(default_factory=list)
    candidates: list[CandidateRecord] | None = None  # None keeps the results file's candidates
    names_mn: dict[str, str] = field(default_factory=dict)  # Mongolian names by party name_en
    data_sources: str = ""

    def apply_to(self, records: list[ElectionRecord]) -> None:
        """Complete the matching record of `records`; raises when it is not among them."""
        record = next((r for r in records if r.kind == self.kind and r.date.year == self.year), None)
        if record is None:
            raise ElectionFileError(
                f"{self.source}: completes the {self.kind} election of {self.year}; import it together with "
                "that election's results file (without --path, all shipped files are imported)"
            )
        record.figures.update(self.figures)
        if self.data_sources:
            record.figures["data_sources"] = "\n".join(
                line for line in (record.figures.get("data_sources", ""), self.data_sources) if line
            )
        known = {party.abbreviation_en: party for party in record.parties}
        for abbreviation, values in self.party_figures.items():
            if abbreviation not in known:
                raise ElectionFileError(
                    f"{self.source}: {self.year}: party {abbreviation!r} is not in the results file"
                )
            for name, value in values.items():
                setattr(known[abbreviation], name, value)
        holds_every_seat = sum(p.seats or 0 for p in record.parties) == record.figures.get("total_seats")
        for party in self.parties:
            if party.seats == 0 and not holds_every_seat:
                party.seats = None  # no seat only when the results file's parties hold them all
        record.parties += [party for party in self.parties if party.abbreviation_en not in known]
        districts = {district.number: district for district in record.districts}
        for update in self.districts:
            district = districts.get(update.number)
            if district is None:
                record.districts.append(update)
                continue
            district.mandates = update.mandates if update.mandates is not None else district.mandates
            district.area_mn = district.area_mn or update.area_mn
            district.area_en = district.area_en or update.area_en
        if self.candidates is not None:
            record.superseded = [c for c in record.candidates if c.district is None and c.list_position is None]
            record.candidates = self.candidates
        by_party = {party.abbreviation_en: party.name_en for party in record.parties}
        for candidate in record.candidates:
            mongolian = self.names_mn.get(by_party.get(candidate.party) or "")
            if mongolian:
                candidate.name_mn = mongolian
        extra = reader_text.MEMBERS.get((self.kind, self.year))
        if extra is not None:
            record.reader = (record.reader or reader_text.ReaderText()) + extra
        _check_references(record)


def _dataset(data: dict[str, Any], name: str, source: str) -> dict[str, Any]:
    datasets = data.get("datasets")
    if not isinstance(datasets, dict) or not isinstance(datasets.get(name), dict):
        raise ElectionFileError(f"{source}: datasets.{name} is missing")
    return datasets[name]


def _records(group: Any, where: str) -> list[dict[str, Any]]:
    rows = group.get("records") if isinstance(group, dict) else None
    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        raise ElectionFileError(f"{where}: records must be a list of objects")
    return rows


def _source_lines(data: dict[str, Any], *groups: Any) -> str:
    """The source pages a dataset names (keys of `source_keys`), for the newsroom."""
    keys = data.get("source_keys") or {}
    found = []
    for group in groups:
        text = group.get("source") if isinstance(group, dict) else None
        values = text.values() if isinstance(text, dict) else [text]
        for value in values:
            for key in re.findall(r"[a-z0-9_]+", str(value or "")):
                if key in keys and keys[key] not in found:
                    found.append(str(keys[key]))
    return "\n".join(found)


def _members_2024(data: dict[str, Any], source: str) -> MembersUpdate:
    dataset = _dataset(data, "parliament_2024", source)
    where = f"{source}: parliament_2024"
    update = MembersUpdate(kind=ElectionKind.PARLIAMENT, year=2024, source=source, candidates=[])
    results = dataset.get("party_results") or {}
    for index, row in enumerate(_records(results, f"{where}.party_results"), start=1):
        at = f"{where}.party_results #{index}"
        abbreviation = _text(row.get("abbr_en"), f"{at} abbr_en")
        update.party_figures[abbreviation] = {
            "vote_share": _percent(row.get("list_vote_percent"), f"{at} list_vote_percent"),
            "is_vote_share_approximate": False,
            "constituency_seats": _int(row.get("seats_constituency"), f"{at} seats_constituency"),
            "list_seats": _int(row.get("seats_list"), f"{at} seats_list"),
        }
    turnout = _percent(results.get("turnout_percent_final"), f"{where}.party_results.turnout_percent_final")
    if turnout is not None:
        update.figures.update(turnout_percent=turnout, is_turnout_preliminary=False)
    women = _int(results.get("women_total"), f"{where}.party_results.women_total")
    if women is not None:
        update.figures["women_elected"] = women
    mandates = {}
    for index, row in enumerate(_records(dataset.get("constituencies"), f"{where}.constituencies"), start=1):
        number = _int(row.get("no"), f"{where}.constituencies #{index} no")
        if number is None:
            raise ElectionFileError(f"{where}.constituencies #{index}: the number (no) is missing")
        mandates[number] = _int(row.get("mandates"), f"{where}.constituencies #{index} mandates")
        default_mn, default_en = _district_names(number)
        update.districts.append(DistrictRecord(number=number, name_mn=default_mn, name_en=default_en,
                                               mandates=mandates[number]))
    members = dataset.get("members")
    seats_won: dict[int, int] = {}
    for index, row in enumerate(_records(members, f"{where}.members"), start=1):
        at = f"{where}.members #{index}"
        seat = row.get("seat")
        candidate = CandidateRecord(
            name_mn=_text(row.get("name_mn"), f"{at} name_mn"),
            name_en=_text(row.get("name_latin"), f"{at} name_latin"),
            party=_text(row.get("party_abbr_en"), f"{at} party_abbr_en"), is_winner=True,
        )
        if seat == "constituency":
            candidate.district = _int(row.get("constituency"), f"{at} constituency")
            if candidate.district is None:
                raise ElectionFileError(f"{at}: a constituency member needs its constituency")
            seats_won[candidate.district] = seats_won.get(candidate.district, 0) + 1
        elif seat == "list":
            candidate.list_position = _int(row.get("list_rank"), f"{at} list_rank")
            if candidate.list_position is None:
                raise ElectionFileError(f"{at}: a list member needs its list_rank")
        else:
            raise ElectionFileError(f"{at}: seat must be constituency or list, got {seat!r}")
        update.candidates.append(candidate)  # type: ignore[union-attr]
    for number, seats in mandates.items():
        if seats is not None and seats_won.get(number, 0) != seats:
            raise ElectionFileError(f"{where}: constituency {number} has {seats} seats but "
                                    f"{seats_won.get(number, 0)} members")
    update.data_sources = _source_lines(data, members, results, dataset.get("constituencies"))
    return update


def _members_2020(data: dict[str, Any], source: str) -> MembersUpdate:
    dataset = _dataset(data, "parliament_2020", source)
    where = f"{source}: parliament_2020"
    update = MembersUpdate(kind=ElectionKind.PARLIAMENT, year=2020, source=source, candidates=[])

    def party_key(name_mn: Any, at: str) -> str:
        key = REGISTER_PARTIES_2020.get(_text(name_mn, at))
        if key is None:
            raise ElectionFileError(f"{at}: unknown party {name_mn!r}")
        return key

    for index, row in enumerate(_records(dataset.get("constituencies"), f"{where}.constituencies"), start=1):
        at = f"{where}.constituencies #{index}"
        number = _int(row.get("no"), f"{at} no")
        if number is None:
            raise ElectionFileError(f"{at}: the number (no) is missing")
        area_mn = _text(row.get("area_mn"), f"{at} area_mn")
        try:
            area_en = area_in_english(area_mn)
        except UnknownPlace as error:
            raise ElectionFileError(f"{at}: no English name for the place {error}") from None
        if number in AREAS_ADDED_2020:
            added_mn, added_en = AREAS_ADDED_2020[number]
            area_mn, area_en = f"{area_mn}, {added_mn}", f"{area_en}, {added_en}"
        default_mn, default_en = _district_names(number)
        update.districts.append(DistrictRecord(
            number=number, name_mn=default_mn, name_en=default_en,
            mandates=_int(row.get("mandates"), f"{at} mandates"), area_mn=area_mn, area_en=area_en,
        ))
    totals = dataset.get("party_vote_totals")
    for index, row in enumerate(_records(totals, f"{where}.party_vote_totals"), start=1):
        at = f"{where}.party_vote_totals #{index}"
        key = party_key(row.get("party_mn"), f"{at} party_mn")
        votes = _int(row.get("votes"), f"{at} votes")
        vote_share = _percent(row.get("percent"), f"{at} percent")
        if key in ("MPP", "DP", "OC", "RPEC", "IND"):
            update.party_figures[key] = {"votes": votes}  # the shares are the results file's
        else:
            # No seat: the results file's parties hold all 76 (checked in apply_to).
            update.parties.append(PartyRecord(abbreviation_en=key, seats=0, votes=votes, vote_share=vote_share))
    candidates = dataset.get("candidates")
    for index, row in enumerate(_records(candidates, f"{where}.candidates"), start=1):
        at = f"{where}.candidates #{index}"
        name_mn = _text(row.get("name_mn"), f"{at} name_mn")
        key = party_key(row.get("party_or_coalition_mn"), f"{at} party_or_coalition_mn")
        update.candidates.append(CandidateRecord(  # type: ignore[union-attr]
            name_mn=name_mn, name_en=to_latin(name_mn), party=key,
            district=_int(row.get("constituency"), f"{at} constituency"),
        ))
        if all(party.abbreviation_en != key for party in update.parties):
            update.parties.append(PartyRecord(abbreviation_en=key, is_label_only=True))
    winners = dataset.get("elected_members_partial")
    for index, row in enumerate(_records(winners, f"{where}.elected_members_partial"), start=1):
        at = f"{where}.elected_members_partial #{index}"
        number = _int(row.get("constituency"), f"{at} constituency")
        name_mn = _text(row.get("name_mn"), f"{at} name_mn")
        found = [c for c in update.candidates or [] if c.district == number and c.name_mn == name_mn]
        if len(found) != 1:
            raise ElectionFileError(f"{at}: {name_mn!r} is {'not' if not found else 'more than once'} in the "
                                    f"register of constituency {number}")
        # Their votes are preliminary press counts for a few of them: not taken (readers' notes say so).
        found[0].is_winner = True
    update.data_sources = _source_lines(data, dataset.get("constituencies"), totals, candidates, winners)
    return update


def _members_2021(data: dict[str, Any], source: str) -> MembersUpdate:
    dataset = _dataset(data, "presidential_2021", source)
    where = f"{source}: presidential_2021"
    update = MembersUpdate(kind=ElectionKind.PRESIDENT, year=2021, source=source)
    candidates = dataset.get("candidates")
    for index, row in enumerate(_records(candidates, f"{where}.candidates"), start=1):
        at = f"{where}.candidates #{index}"
        name = _text(row.get("name_mn_full"), f"{at} name_mn_full") or _text(
            row.get("name_mn_short"), f"{at} name_mn_short"
        )
        update.names_mn[_text(row.get("party_en"), f"{at} party_en")] = name
    update.data_sources = _source_lines(data, candidates)
    return update


def read_members_file(path: Path) -> list[MembersUpdate]:
    """Parse a member and candidate file into what it adds to each election it covers."""
    source = path.name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ElectionFileError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ElectionFileError(f"{source}: cannot be read as JSON ({error})") from None
    if not isinstance(data, dict):
        raise ElectionFileError(f"{source}: the file must hold one JSON object")
    return [_members_2024(data, source), _members_2020(data, source), _members_2021(data, source)]


# --- reading files --------------------------------------------------------------------------


def read_file(path: Path, kind: str | None = None, date: dt.date | None = None,
              name_en: str = "", name_mn: str = "") -> ElectionRecord:
    """Parse one .json or .csv file; raises ElectionFileError with a clear message."""
    source = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ElectionFileError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ElectionFileError(f"{path}: cannot be read as UTF-8 text ({error})") from None
    suffix = path.suffix.lower()
    if suffix == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ElectionFileError(f"{source}: not valid JSON ({error})") from None
        if isinstance(data, dict) and "datasets" in data:
            raise ElectionFileError(f"{source}: a member and candidate file; use read_members_file")
        return parse_json(data, source)
    if suffix == ".csv":
        return parse_csv(text, source, kind, date, name_en, name_mn)
    raise ElectionFileError(f"{source}: only .json and .csv files can be imported")


def is_members_file(path: Path) -> bool:
    """Whether `path` is a member and candidate file (a JSON object with `datasets`)."""
    if path.suffix.lower() != ".json":
        return False
    try:
        with path.open(encoding="utf-8") as handle:
            return '"datasets"' in handle.read(4096)
    except (OSError, UnicodeDecodeError):
        return False  # read_file says what is wrong with it


def shipped_paths() -> list[Path]:
    """The election files in SHARED_DATA_DIR, the member and candidate file last when it is there."""
    data = Path(settings.SHARED_DATA_DIR)
    members = data / MEMBERS_FILE
    return [data / name for name in SHIPPED_FILES] + ([members] if members.is_file() else [])


# --- saving ---------------------------------------------------------------------------------


def _party_slug(abbreviation: str) -> str:
    return slugify(abbreviation) or slugify(abbreviation, allow_unicode=True)


def save_party(record: PartyRecord) -> Party:
    """Create or update the Party behind `record` without blanking names it already has."""
    party, _ = Party.objects.get_or_create(
        slug=_party_slug(record.abbreviation_en),
        defaults={"name_en": record.name_en or record.abbreviation_en, "name_mn": record.name_mn,
                  "abbreviation_en": record.abbreviation_en},
    )
    changes = {
        "name_en": record.name_en, "name_mn": record.name_mn,
        "abbreviation_en": record.abbreviation_en, "abbreviation_mn": record.abbreviation_mn,
    }
    changed = False
    reference = PARTY_NAMES.get(party.slug)
    for field_name, value in changes.items():
        if reference is not None:
            # Readers see these in their edition's language: the reference names win over a file's.
            value = getattr(reference, field_name)
            if getattr(party, field_name) != value:
                setattr(party, field_name, value)
                changed = True
        # A short name from one file (e.g. "DP") must not replace a full name from another.
        elif value and getattr(party, field_name) != value and len(value) >= len(getattr(party, field_name)):
            setattr(party, field_name, value)
            changed = True
    is_independent = record.abbreviation_en.upper() in INDEPENDENT_ABBREVIATIONS
    is_coalition = "coalition" in party.name_en.lower()
    if (party.is_independent, party.is_coalition) != (is_independent, is_coalition):
        party.is_independent, party.is_coalition = is_independent, is_coalition
        changed = True
    if changed:
        party.save()
    return party


def save_election(record: ElectionRecord) -> ImportSummary:
    """Write one parsed election; idempotent on (kind, date), party, district number and name."""
    summary = ImportSummary(elections=1)
    election = Election.objects.filter(kind=record.kind, date=record.date).first() or Election(
        kind=record.kind, date=record.date
    )
    values: dict[str, Any] = {"name_en": record.name_en, "name_mn": record.name_mn, **record.figures}
    if record.reader is not None:
        values.update({
            "system_mn": record.reader.system_mn, "system_en": record.reader.system_en,
            "notes_mn": "\n".join(record.reader.notes_mn), "notes_en": "\n".join(record.reader.notes_en),
            "sources_mn": "\n".join(record.reader.sources_mn), "sources_en": "\n".join(record.reader.sources_en),
        })
    if election.pk is None or any(getattr(election, key) != value for key, value in values.items()):
        for key, value in values.items():
            setattr(election, key, value)
        election.save()

    parties: dict[str, Party] = {}
    for position, party_record in enumerate(record.parties, start=1):
        party = save_party(party_record)
        parties[party_record.abbreviation_en] = party
        if party_record.is_label_only or (
            party_record.seats is None and party_record.votes is None and party_record.vote_share is None
            and record.kind == ElectionKind.PRESIDENT
        ):
            continue  # presidential parties and parties without figures only label candidates
        ElectionParty.objects.update_or_create(
            election=election, party=party,
            defaults={
                "seats": party_record.seats, "votes": party_record.votes, "vote_share": party_record.vote_share,
                "constituency_seats": party_record.constituency_seats, "list_seats": party_record.list_seats,
                "is_vote_share_approximate": party_record.is_vote_share_approximate,
                "leader_name_en": party_record.leader_name_en, "leader_name_mn": party_record.leader_name_mn,
                "position": position,
            },
        )
        summary.parties += 1

    districts: dict[int, District] = {}
    for district_record in record.districts:
        districts[district_record.number], _ = District.objects.update_or_create(
            election=election, number=district_record.number,
            defaults={
                "name_en": district_record.name_en, "name_mn": district_record.name_mn,
                "mandates": district_record.mandates, "area_en": district_record.area_en,
                "area_mn": district_record.area_mn, "note": district_record.note,
            },
        )
        summary.districts += 1

    for candidate_record in record.candidates:
        key_field, key_value = _candidate_key(candidate_record)
        district = districts.get(candidate_record.district) if candidate_record.district is not None else None
        values = {
            "name_en": candidate_record.name_en, "name_mn": candidate_record.name_mn,
            "party": parties.get(candidate_record.party), "votes": candidate_record.votes,
            "vote_share": candidate_record.vote_share, "valid_vote_share": candidate_record.valid_vote_share,
            "is_winner": candidate_record.is_winner, "list_position": candidate_record.list_position,
        }
        if not values["name_mn"]:
            del values["name_mn"]  # keep a Mongolian name an editor added by hand
        party = values.pop("party")
        identity: dict[str, Any] = {"election": election, "district": district, "party": party, key_field: key_value}
        Candidate.objects.update_or_create(defaults=values, **identity)
        summary.candidates += 1
    for old in record.superseded:
        # Rows an earlier import made from the results file alone (a winner named on a party row).
        superseded: dict[str, Any] = {
            "election": election, "district__number": old.district, "list_position": old.list_position,
            "party": parties.get(old.party), **dict([_candidate_key(old)]),
        }
        Candidate.objects.filter(**superseded).delete()
    return summary


def import_files(paths: list[Path], kind: str | None = None, date: dt.date | None = None,
                 name_en: str = "", name_mn: str = "") -> ImportSummary:
    """Parse every file first, then save them all in one transaction (all or nothing).

    A member and candidate file completes the elections of the results files given with it.
    """
    members = [path for path in paths if is_members_file(path)]
    records = [read_file(path, kind, date, name_en, name_mn) for path in paths if path not in members]
    for path in members:
        for update in read_members_file(path):
            update.apply_to(records)
    total = ImportSummary()
    with transaction.atomic():
        for record in records:
            summary = save_election(record)
            total.elections += summary.elections
            total.parties += summary.parties
            total.districts += summary.districts
            total.candidates += summary.candidates
    return total
