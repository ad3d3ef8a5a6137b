"""Reading election result files (the shipped JSON shapes or a newsroom CSV) and saving them.

Files are parsed and validated completely before anything is written, and saving uses
update_or_create on natural keys, so a re-run changes nothing and a bad file changes nothing.
Figures the source does not give stay NULL. The files' formats are pydantic models (formats.py): a file
is validated in one step, and a bad value is refused with the file and its place ("party_seats #1 seats").

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
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

from django.conf import settings
from django.db import transaction
from django.utils.text import slugify
from pydantic import BaseModel, ValidationError

from . import formats, reader_text
from .models import Candidate, District, Election, ElectionKind, ElectionParty, Party
from .reference import PARTY_NAMES, to_latin

SHIPPED_FILES = (
    "election_2020_parliament.json",
    "election_2021_presidential.json",
    "election_2024_parliament.json",
)
MEMBERS_FILE = "election_members.json"
# Elections the shared folder lacks, kept in the project with their sources (data/SOURCES.md).
PROJECT_DATA_DIR = Path(__file__).resolve().parent / "data"
PROJECT_FILES = (
    "election_2017_presidential_round1.json",
    "election_2017_presidential_round2.json",
)
# 2020 winners the shared member file does not name, marked among its 2020 candidates (data/SOURCES.md).
WINNERS_2020_FILE = "2020_winners.json"

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

ModelT = TypeVar("ModelT", bound=BaseModel)


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


# --- names the files leave out -------------------------------------------------------------


# Default names are content (each row's name_mn/name_en, which editors may change), not gettext messages.
def _default_names(kind: str, year: int) -> tuple[str, str]:
    if kind == ElectionKind.PRESIDENT:
        return f"{year} оны Ерөнхийлөгчийн сонгууль", f"Presidential election {year}"
    return f"{year} оны Улсын Их Хурлын ээлжит сонгууль", f"State Great Khural election {year}"


def _district_names(number: int) -> tuple[str, str]:
    return f"{number}-р тойрог", f"Constituency {number}"


def _validate(model: type[ModelT], data: Any, source: str) -> ModelT:
    """`data` as a `model` of its file format, or an ElectionFileError naming the file and the place."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ElectionFileError(formats.describe_errors(source, error)) from None


# --- JSON -----------------------------------------------------------------------------------


def parse_json(data: Any, source: str) -> ElectionRecord:
    """Validate one election JSON document (any of the shipped shapes) into an ElectionRecord."""
    if not isinstance(data, dict):
        raise ElectionFileError(f"{source}: the file must hold one JSON object")
    results = _validate(formats.ResultsFile, data, source)
    kind = results.kind
    if kind is None:
        is_presidential = "presiden" in results.election.lower() or (
            "candidates" in data and "results" not in data and "party_seats" not in data
        )
        kind = ElectionKind.PRESIDENT if is_presidential else ElectionKind.PARLIAMENT
    name_mn, name_en = _default_names(kind, results.date.year)
    record = ElectionRecord(
        kind=kind,
        date=results.date,
        name_en=results.name_en or results.election or name_en,
        name_mn=results.name_mn or name_mn,
        source=source,
        figures=_json_figures(results, source),
        parties=_json_parties(results),
        districts=[_json_district(row) for row in results.constituencies or []],
    )
    record.candidates = _json_candidates(results, record.parties)
    record.reader = reader_text.BASE.get(source)
    _check_references(record)
    return record


def _json_figures(results: formats.ResultsFile, source: str) -> dict[str, Any]:
    system = results.system or formats.System()
    figures: dict[str, Any] = {
        "total_seats": results.total_seats,
        "registered_voters": results.registered_voters,
        "ballots_cast": results.ballots_cast,
        "women_elected": results.women_elected,
        "data_system_note": system.note,
        "district_count": system.constituencies,
        "constituency_seats": system.constituency_seats,
        "list_seats": system.party_list_seats,
    }
    if system.constituency_seats is None and system.mandates_aimag is not None \
            and system.mandates_capital is not None:
        figures["constituency_seats"] = system.mandates_aimag + system.mandates_capital
        if "no list seats" in system.note.lower():
            figures["list_seats"] = 0
    turnout = results.turnout_percent
    figures["turnout_percent"] = turnout.value if turnout else None
    figures["is_turnout_preliminary"] = turnout.is_preliminary if turnout else False
    registered = results.candidates_registered
    if registered is not None:
        figures.update(candidates_registered=registered.total, parties_registered=registered.parties,
                       coalitions_registered=registered.coalitions,
                       independents_registered=registered.independents)
    if results.blank_protest_votes is not None:
        figures["blank_votes"] = results.blank_protest_votes.votes
    notes = [note for note in (results.note, results.vote_percent_note, results.turnout_note,
                               results.party_seats_check) if note]
    if results.missing:
        notes.append("Not in the source: " + "; ".join(results.missing) + ".")
    figures["data_notes"] = "\n".join(notes)
    figures["data_sources"] = results.sources or SHIPPED_SOURCES.get(source, "")
    return figures


def _json_parties(results: formats.ResultsFile) -> list[PartyRecord]:
    parties = []
    for row in results.parties or []:
        share, is_approximate = row.vote_percent, False
        if share is None and row.abbr_en in results.approximate_shares:
            share, is_approximate = results.approximate_shares[row.abbr_en], True
        parties.append(PartyRecord(
            abbreviation_en=row.abbr_en, abbreviation_mn=row.abbr_mn, name_en=row.party_en, name_mn=row.party_mn,
            seats=row.seats, votes=row.votes, vote_share=share, is_vote_share_approximate=is_approximate,
            leader_name_en=row.leader_en, leader_name_mn=row.leader_mn,
        ))
    return parties


def _json_district(row: formats.ConstituencyRow) -> DistrictRecord:
    default_mn, default_en = _district_names(row.no)
    return DistrictRecord(
        number=row.no, name_en=row.name_en or default_en, name_mn=row.name_mn or default_mn,
        mandates=row.mandates, area_en=row.areas_en, area_mn=row.areas_mn, note=row.note,
    )


def _json_candidates(results: formats.ResultsFile, parties: list[PartyRecord]) -> list[CandidateRecord]:
    candidates: list[CandidateRecord] = []
    for row in results.candidates or []:
        party_abbr, party_name = row.party, ""
        match = ABBREVIATION_IN_PARENS.match(row.party)
        if match:
            party_abbr, party_name = match["abbr"].strip(), match["name"].strip()
        if party_abbr and not any(p.abbreviation_en == party_abbr for p in parties):
            # A presidential file names the party only on the candidate.
            parties.append(PartyRecord(abbreviation_en=party_abbr, name_en=party_name or party_abbr))
        candidates.append(CandidateRecord(
            name_en=row.name_en, name_mn=row.name_mn, party=party_abbr, district=row.district, votes=row.votes,
            vote_share=row.percent_of_ballots, valid_vote_share=row.percent_of_valid_candidate_votes,
            is_winner=row.elected, list_position=row.list_position,
        ))
    # The 2020 file names the single winner of the small parties on the party row.
    candidates += [CandidateRecord(name_en=row.winner, party=row.abbr_en, is_winner=True)
                   for row in results.parties or [] if row.winner]
    return candidates


# --- CSV ------------------------------------------------------------------------------------


def _csv_place(loc: tuple[int | str, ...]) -> str:
    """("3", "party", "seats") of the list of rows reads "line 5 seats" (the header is line 1)."""
    line = f"line {int(loc[0]) + 2}"
    rest = formats.describe_place(loc[2:])
    return f"{line} {rest}" if rest else line


def parse_csv(text: str, source: str, kind: str | None, date: dt.date | None,
              name_en: str = "", name_mn: str = "") -> ElectionRecord:
    """Validate a newsroom CSV (columns in CSV_HELP) into an ElectionRecord."""
    if kind is None or date is None:
        raise ElectionFileError(f"{source}: a CSV file needs --kind and --date")
    if kind not in ElectionKind.values:
        raise ElectionFileError(f"{source}: --kind must be one of {', '.join(ElectionKind.values)}, got {kind!r}")
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    header = [name.strip() for name in (reader.fieldnames or [])]
    if "row_type" not in header:
        raise ElectionFileError(f"{source}: the header row must include row_type (see the command help)")
    unknown = [name for name in header if name not in CSV_COLUMNS]
    if unknown:
        raise ElectionFileError(f"{source}: unknown column(s) {', '.join(unknown)}; allowed: {', '.join(CSV_COLUMNS)}")
    reader.fieldnames = header
    raw_rows = list(reader)
    for line, raw in enumerate(raw_rows, start=2):
        if None in raw:
            raise ElectionFileError(f"{source}: line {line} has more cells than the header")
    try:
        rows = formats.CSV_ROWS.validate_python(raw_rows)
    except ValidationError as error:
        raise ElectionFileError(formats.describe_errors(source, error, _csv_place)) from None
    default_mn, default_en = _default_names(kind, date.year)
    record = ElectionRecord(kind=kind, date=date, name_en=name_en or default_en, name_mn=name_mn or default_mn,
                            source=source)
    for row in rows:
        if isinstance(row, formats.CsvParty):
            record.parties.append(PartyRecord(
                abbreviation_en=row.abbr_en, abbreviation_mn=row.abbr_mn, name_en=row.name_en, name_mn=row.name_mn,
                seats=row.seats, votes=row.votes, vote_share=row.vote_share,
                leader_name_en=row.leader_en, leader_name_mn=row.leader_mn,
            ))
        elif isinstance(row, formats.CsvDistrict):
            district_mn, district_en = _district_names(row.number)
            record.districts.append(DistrictRecord(
                number=row.number, name_en=row.name_en or district_en, name_mn=row.name_mn or district_mn,
                mandates=row.mandates, area_en=row.area_en, area_mn=row.area_mn,
            ))
        else:
            record.candidates.append(CandidateRecord(
                name_en=row.name_en, name_mn=row.name_mn, party=row.party, district=row.district, votes=row.votes,
                vote_share=row.vote_share, is_winner=row.is_winner, list_position=row.list_position,
            ))
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


def _source_lines(source_keys: dict[str, str], *groups: formats.Group[Any]) -> str:
    """The source pages the groups name (keys of `source_keys`), for the newsroom."""
    found = []
    for group in groups:
        values = group.source.values() if isinstance(group.source, dict) else [group.source]
        for value in values:
            for key in re.findall(r"[a-z0-9_]+", value or ""):
                if key in source_keys and source_keys[key] not in found:
                    found.append(source_keys[key])
    return "\n".join(found)


def _members_2024(file: formats.MembersFile, source: str) -> MembersUpdate:
    dataset = file.datasets.parliament_2024
    update = MembersUpdate(kind=ElectionKind.PARLIAMENT, year=2024, source=source, candidates=[])
    results = dataset.party_results
    for party in results.records:
        update.party_figures[party.abbr_en] = {
            "vote_share": party.list_vote_percent, "is_vote_share_approximate": False,
            "constituency_seats": party.seats_constituency, "list_seats": party.seats_list,
        }
    if results.turnout_percent_final is not None:
        update.figures.update(turnout_percent=results.turnout_percent_final, is_turnout_preliminary=False)
    if results.women_total is not None:
        update.figures["women_elected"] = results.women_total
    mandates = {}
    for constituency in dataset.constituencies.records:
        mandates[constituency.no] = constituency.mandates
        default_mn, default_en = _district_names(constituency.no)
        update.districts.append(DistrictRecord(number=constituency.no, name_mn=default_mn, name_en=default_en,
                                               mandates=constituency.mandates))
    seats_won: dict[int, int] = {}
    for member in dataset.members.records:
        update.candidates.append(CandidateRecord(  # type: ignore[union-attr]
            name_mn=member.name_mn, name_en=member.name_latin, party=member.party_abbr_en, is_winner=True,
            district=member.constituency if member.seat == "constituency" else None,
            list_position=member.list_rank if member.seat == "list" else None,
        ))
        if member.seat == "constituency" and member.constituency is not None:
            seats_won[member.constituency] = seats_won.get(member.constituency, 0) + 1
    for number, seats in mandates.items():
        if seats is not None and seats_won.get(number, 0) != seats:
            raise ElectionFileError(f"{source}: parliament_2024: constituency {number} has {seats} seats but "
                                    f"{seats_won.get(number, 0)} members")
    update.data_sources = _source_lines(file.source_keys, dataset.members, results, dataset.constituencies)
    return update


def _members_2020(file: formats.MembersFile, source: str) -> MembersUpdate:
    dataset = file.datasets.parliament_2020
    update = MembersUpdate(kind=ElectionKind.PARLIAMENT, year=2020, source=source, candidates=[])
    for constituency in dataset.constituencies.records:
        area_mn, area_en = constituency.area_mn, constituency.area_en
        if constituency.no in AREAS_ADDED_2020:
            added_mn, added_en = AREAS_ADDED_2020[constituency.no]
            area_mn, area_en = f"{area_mn}, {added_mn}", f"{area_en}, {added_en}"
        default_mn, default_en = _district_names(constituency.no)
        update.districts.append(DistrictRecord(
            number=constituency.no, name_mn=default_mn, name_en=default_en,
            mandates=constituency.mandates, area_mn=area_mn, area_en=area_en,
        ))
    for total in dataset.party_vote_totals.records:
        if total.party in ("MPP", "DP", "OC", "RPEC", "IND"):
            update.party_figures[total.party] = {"votes": total.votes}  # the shares are the results file's
        else:
            # No seat: the results file's parties hold all 76 (checked in apply_to).
            update.parties.append(PartyRecord(abbreviation_en=total.party, seats=0, votes=total.votes,
                                              vote_share=total.percent))
    candidates: list[CandidateRecord] = []
    for candidate in dataset.candidates.records:
        candidates.append(CandidateRecord(name_mn=candidate.name_mn, name_en=to_latin(candidate.name_mn),
                                          party=candidate.party, district=candidate.constituency))
        if all(party.abbreviation_en != candidate.party for party in update.parties):
            update.parties.append(PartyRecord(abbreviation_en=candidate.party, is_label_only=True))
    for index, winner in enumerate(dataset.elected_members_partial.records, start=1):
        found = [c for c in candidates if c.district == winner.constituency and c.name_mn == winner.name_mn]
        if len(found) != 1:
            raise ElectionFileError(
                f"{source}: parliament_2020.elected_members_partial #{index}: {winner.name_mn!r} is "
                f"{'not' if not found else 'more than once'} in the register of constituency {winner.constituency}"
            )
        # Their votes are preliminary press counts for a few of them: not taken (readers' notes say so).
        found[0].is_winner = True
    update.candidates = candidates
    update.data_sources = _source_lines(file.source_keys, dataset.constituencies, dataset.party_vote_totals,
                                        dataset.candidates, dataset.elected_members_partial)
    update.data_sources = "\n".join(line for line in (update.data_sources, _mark_winners_2020(candidates)) if line)
    return update


def _mark_winners_2020(candidates: list[CandidateRecord]) -> str:
    """Mark the 2020 winners the project's file names (data/WINNERS_2020_FILE, data/SOURCES.md) among the
    register's candidates, by constituency and full name; returns the file's source lines."""
    path = PROJECT_DATA_DIR / WINNERS_2020_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ElectionFileError(f"{WINNERS_2020_FILE}: cannot be read as JSON ({error})") from None
    for index, winner in enumerate(data.get("winners", []), start=1):
        found = [c for c in candidates
                 if c.district == winner.get("constituency") and c.name_mn == winner.get("name_mn")]
        if len(found) != 1 or found[0].party != winner.get("party"):
            raise ElectionFileError(
                f"{WINNERS_2020_FILE}: winner #{index}: {winner.get('name_mn')!r} of party {winner.get('party')!r} "
                f"is not once in the register of constituency {winner.get('constituency')}"
            )
        found[0].is_winner = True
    return "\n".join(data.get("source_keys", {}).values())


def _members_2021(file: formats.MembersFile, source: str) -> MembersUpdate:
    candidates = file.datasets.presidential_2021.candidates
    update = MembersUpdate(kind=ElectionKind.PRESIDENT, year=2021, source=source)
    for candidate in candidates.records:
        update.names_mn[candidate.party_en] = candidate.name_mn_full or candidate.name_mn_short
    update.data_sources = _source_lines(file.source_keys, candidates)
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
    file = _validate(formats.MembersFile, data, source)
    return [_members_2024(file, source), _members_2020(file, source), _members_2021(file, source)]


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
    """The election files in SHARED_DATA_DIR and the project's own (PROJECT_FILES), the member and
    candidate file last when it is there."""
    data = Path(settings.SHARED_DATA_DIR)
    members = data / MEMBERS_FILE
    return (
        [data / name for name in SHIPPED_FILES] + [PROJECT_DATA_DIR / name for name in PROJECT_FILES]
        + ([members] if members.is_file() else [])
    )


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
