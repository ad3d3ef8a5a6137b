"""Election use-cases: the election pages' reads, each a fixed, small number of queries."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db.models import Count, F, Prefetch, Q
from django.utils.translation import gettext_lazy as _

from comics.models import Comic
from common.errors import ApiError
from common.languages import Language
from common.paging import page_before
from news.models import Article

from .models import Candidate, District, Election, ElectionKind, ElectionParty, ElectionQuerySet, Party

PARLIAMENT_NEWS_SIZE = 3
ELECTION_NEWS_SIZE = 4
COMIC_PAGE_SIZE = 6

# Chart colours when the newsroom has not set one: the parties' customary colours, then a palette.
CUSTOMARY_COLOURS = {"mpp": "#d71920", "dp": "#0b4ea2", "hun": "#f5a300", "nc": "#2e7d32", "cwgp": "#7cb342",
                     "rpec": "#6a1b9a", "ind": "#757575"}
PALETTE = ("#00838f", "#8d6e63", "#5c6bc0", "#ef6c00", "#ad1457", "#558b2f", "#455a64")


INVALID_KIND = ApiError("invalid_kind", text=_("The election kind is not valid."))
NO_SUCH_ELECTION = _("There is no such election for that year.")


def election_not_found() -> ApiError:
    return ApiError("election_not_found", status=404, text=NO_SUCH_ELECTION)


def _published() -> ElectionQuerySet:
    return Election.objects.filter(is_published=True)


def get_election(kind: str, year: int | None) -> Election:
    """The election a page shows: of `kind` in `year`, or the latest of `kind`."""
    election = _published().for_page(kind, year)
    if election is None:
        raise election_not_found()
    return election


def latest_year(kind: str) -> int | None:
    """The year of the latest election of `kind` a reader may see, or None: what a page without a year shows."""
    election = _published().latest_of(kind)
    return election.year if election else None


def get_election_in_year(year: int, kind: str | None = None) -> Election:
    """The election of `year`; without a kind, the parliamentary one is preferred."""
    queryset = _published().in_year(year)
    if kind:
        queryset = queryset.filter(kind=kind)
    # "parliament" sorts before "president", so the parliamentary election comes first.
    election = queryset.order_by("kind", "-date").first()
    if election is None:
        raise election_not_found()
    return election


def party_colour(party: Party) -> str:
    """The party's chart colour: the newsroom's, else its customary one, else a stable palette pick."""
    return party.colour or CUSTOMARY_COLOURS.get(party.slug) or PALETTE[(party.pk or 0) % len(PALETTE)]


@dataclass
class SeatTotals:
    """Seats as declared for the election and as the sum of the party rows, so a mismatch shows."""

    total_seats: int | None
    constituency_seats: int | None
    list_seats: int | None
    seats_won: int
    is_complete: bool


def seat_totals(election: Election, results: list[ElectionParty]) -> SeatTotals:
    won = sum(result.seats or 0 for result in results)
    return SeatTotals(
        total_seats=election.total_seats,
        constituency_seats=election.constituency_seats,
        list_seats=election.list_seats,
        seats_won=won,
        is_complete=election.total_seats is not None and won == election.total_seats,
    )


@dataclass
class ElectionRound:
    """An earlier round of a presidential election held over two (2017: a first round, then a runoff)."""

    election: Election
    candidates: list[Candidate]


@dataclass
class ElectionPage:
    election: Election
    parties: list[ElectionParty]
    totals: SeatTotals
    candidates: list[Candidate] = field(default_factory=list)
    years: list[int] = field(default_factory=list)
    earlier_rounds: list[ElectionRound] = field(default_factory=list)


def _years(kind: str) -> list[int]:
    """The years with an election of `kind`, newest first, each once (a year may hold two rounds)."""
    return list(dict.fromkeys(_published().of_kind(kind).values_list("year", flat=True)))


def election_page(kind: str, year: int | None) -> ElectionPage:
    """An election with its party results (and, for a presidency, its candidates and earlier rounds)."""
    if kind == ElectionKind.PRESIDENT:
        return _president_page(year)
    election = get_election(kind, year)
    parties = list(ElectionParty.objects.for_election(election))
    return ElectionPage(election, parties, seat_totals(election, parties), [], _years(election.kind))


def _president_page(year: int | None) -> ElectionPage:
    """The year's last round (the deciding one) with its candidates, and the year's earlier rounds."""
    years = _years(ElectionKind.PRESIDENT)
    shown_year = year if year is not None else next(iter(years), None)
    rounds = list(_published().of_kind(ElectionKind.PRESIDENT).in_year(shown_year)) if shown_year else []
    if not rounds:
        raise election_not_found()
    election = rounds[0]
    parties = list(ElectionParty.objects.for_election(election))
    by_round: dict[int, list[Candidate]] = {}
    for candidate in Candidate.objects.filter(election__in=rounds).select_related("party", "district").by_vote_share():
        by_round.setdefault(candidate.election_id, []).append(candidate)
    return ElectionPage(
        election, parties, seat_totals(election, parties), by_round.get(election.pk, []), years,
        earlier_rounds=[ElectionRound(item, by_round.get(item.pk, [])) for item in rounds[1:]],
    )


def chart(year: int) -> ElectionPage:
    """Seats and vote shares by party for the parliamentary chart of `year`."""
    election = get_election(ElectionKind.PARLIAMENT, year)
    parties = list(ElectionParty.objects.for_election(election))
    return ElectionPage(election, parties, seat_totals(election, parties))


def toirog(year: int | None) -> tuple[Election, list[District]]:
    """Constituencies with their candidates, each list sorted by vote share (highest first, unknown last)."""
    election = get_election(ElectionKind.PARLIAMENT, year)
    # Without votes (most of the reference data) the winners come first, then by name.
    candidates = Candidate.objects.select_related("party").order_by(*_share_order(), "-is_winner", "name_mn")
    districts = list(
        District.objects.for_election(election).prefetch_related(Prefetch("candidates", queryset=candidates))
    )
    return election, districts


def districts(year: int) -> tuple[Election, list[Any]]:
    """Constituencies of the parliamentary election of `year` with their candidate and winner counts."""
    election = get_election(ElectionKind.PARLIAMENT, year)
    rows = list(
        District.objects.for_election(election).annotate(
            candidate_count=Count("candidates"),
            winner_count=Count("candidates", filter=Q(candidates__is_winner=True)),
        )
    )
    return election, rows


def candidates(
    year: int, kind: str | None, party_id: int | None, district_number: int | None, winners_only: bool
) -> tuple[Election, list[Candidate]]:
    """The candidates of `year`, optionally of one party, one constituency, or only the winners."""
    election = get_election_in_year(year, kind)
    queryset = Candidate.objects.for_election(election).with_district_winners()
    if party_id is not None:
        queryset = queryset.filter(party_id=party_id)
    if district_number is not None:
        queryset = queryset.filter(district__number=district_number)
    if winners_only:
        queryset = queryset.winners()
    # Constituencies in number order, then the party-list members, party by party in list order.
    ordered = queryset.order_by(
        F("district__number").asc(nulls_last=True), "-is_winner", *_share_order(), "party_id", "list_position",
        "name_mn", "name_en",
    )
    return election, list(ordered)


def _share_order() -> tuple:
    return (F("vote_share").desc(nulls_last=True), F("votes").desc(nulls_last=True))


@dataclass
class PartyList:
    party: Party
    candidates: list[Candidate]


def party_lists(year: int) -> tuple[Election, list[PartyList]]:
    """Party-list candidates of `year` grouped by party, in list order; parties by seats."""
    election = get_election(ElectionKind.PARLIAMENT, year)
    results = list(ElectionParty.objects.for_election(election))
    rows = list(
        Candidate.objects.filter(election=election, list_position__isnull=False)
        .select_related("party")
        .order_by("party_id", "list_position")
    )
    by_party: dict[int | None, list[Candidate]] = {}
    for candidate in rows:
        by_party.setdefault(candidate.party_id, []).append(candidate)
    order = {result.party_id: index for index, result in enumerate(results)}
    lists = [
        PartyList(party=group[0].party, candidates=group)
        for party_id, group in by_party.items() if group[0].party is not None
    ]
    lists.sort(key=lambda item: (order.get(item.party.pk, len(order)), item.party.name_en))
    return election, lists


@dataclass
class PoliticianPage:
    candidate: Candidate
    other_runs: list[Candidate]


def politician(candidate_id: int) -> PoliticianPage:
    """One candidate, with the other elections the same person (by name) stood in."""
    candidate = (
        Candidate.objects.select_related("election", "party", "district")
        .filter(pk=candidate_id, election__is_published=True)
        .with_district_winners()
        .first()
    )
    if candidate is None:
        raise ApiError("not_found", status=404)
    same_person = Q()
    if candidate.name_mn:
        same_person |= Q(name_mn=candidate.name_mn)
    if candidate.name_en:
        same_person |= Q(name_en=candidate.name_en)
    others = list(
        Candidate.objects.filter(same_person, election__is_published=True)
        .exclude(pk=candidate.pk)
        .select_related("election", "party", "district")
        .order_by("-election__date")
    )
    return PoliticianPage(candidate, others)


def election_news(language: Language, size: int, last_order: int | None) -> list[Article]:
    """Published election news, newest first, paged by the unique order value (lastNewsDaraalal)."""
    queryset = (
        Article.objects.published().in_language(language).for_list()
        .filter(is_election=True, order__isnull=False).order_by("-order")
    )
    if last_order is not None:
        queryset = queryset.filter(order__lt=last_order)
    return list(queryset[:size])


def parliament_news(language: Language, year: int | None, size: int, last_order: int | None) -> list[Article]:
    """Election news on the parliamentary pages; the year must name a parliamentary election.

    Articles carry no election year, so every election article is listed for any known year.
    """
    get_election(ElectionKind.PARLIAMENT, year)
    return election_news(language, size, last_order)


def election_comics(
    language: Language, year: int, open_comic_id: int, size: int, last_date: datetime | None, last_id: int | None
) -> list[Comic]:
    """Election comics of `year`, newest first, six a page; the comic already open is left out."""
    if not _published().in_year(year).exists():
        raise election_not_found()
    queryset = Comic.objects.published().in_language(language).for_election(year)
    if open_comic_id:
        queryset = queryset.exclude(pk=open_comic_id)
    return page_before(queryset, "publish_date", last_date, last_id, size)
