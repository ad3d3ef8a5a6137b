"""Election endpoints (API.md "Elections"): the year is optional and defaults to the latest election."""
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from ninja import Form, Query, Router
from pydantic import ValidationError as PydanticError

from common.errors import ApiError
from common.languages import Language, request_language, translated
from common.params import StoredId, Year
from common.wire import iso_local
from news.schemas import LatestOut

from . import logic
from .models import ElectionKind
from .schemas import (
    CandidateFilters,
    CandidateListOut,
    ChartOut,
    ComicFilters,
    DistrictListOut,
    ElectionComicsOut,
    ElectionNewsIn,
    ElectionPageOut,
    ElectionQuery,
    OpenComicId,
    PartyListsOut,
    PoliticianPageOut,
    PresidentPageOut,
    ToirogListOut,
    reader_notes,
    reader_sources,
)

router = Router(tags=["elections"])

NO_PARTY_LISTS = _("The source has no party-list candidates for this election.")


def _use_language(request: HttpRequest) -> Language:
    """POST bodies may carry `lang` too; make the wire resolvers use the same language as the query."""
    language = request_language(request)
    request.portal_language = language  # type: ignore[attr-defined]
    return language


@router.get("/election", response=ElectionPageOut)
def get_election(request: HttpRequest, query: Query[ElectionQuery]):
    page = logic.election_page(query.kind, query.year)
    return {
        "election": page.election, "parties": page.parties, "seat_totals": page.totals,
        "candidates": page.candidates, "years": page.years,
    }


@router.get("/election/president", response=PresidentPageOut)
def get_president(request: HttpRequest, year: Year | None = None):
    page = logic.election_page(ElectionKind.PRESIDENT, year)
    winner = next((candidate for candidate in page.candidates if candidate.is_winner), None)
    return {"election": page.election, "candidates": page.candidates, "winner": winner, "years": page.years}


@router.get("/election/toirog", response=ToirogListOut)
def list_toirog(request: HttpRequest, year: Year | None = None):
    election, districts = logic.toirog(year)
    return {"election": election, "toirog": districts}


@router.get("/election/politician/{candidate_id}", response=PoliticianPageOut)
def get_politician(request: HttpRequest, candidate_id: StoredId):
    page = logic.politician(candidate_id)
    return {"entity": page.candidate, "other_elections": page.other_runs}


@router.get("/{year}/electionCandidate", response=CandidateListOut)
def list_candidates(request: HttpRequest, year: Year, filters: Query[CandidateFilters]):
    election, candidates = logic.candidates(year, filters.kind, filters.partyId, filters.district, filters.winners)
    return {"election": election, "candidates": candidates}


@router.get("/{year}/parlamentdistrict", response=DistrictListOut)
def list_districts(request: HttpRequest, year: Year):
    election, districts = logic.districts(year)
    return {"election": election, "districts": districts}


@router.get("/{year}/parlamentjagsaalt", response=PartyListsOut)
def list_party_lists(request: HttpRequest, year: Year):
    election, lists = logic.party_lists(year)
    note = "" if lists else translated(NO_PARTY_LISTS, _use_language(request))
    return {"election": election, "lists": lists, "note": note}


@router.get("/{year}/parlamentchart", response=ChartOut)
def get_chart(request: HttpRequest, year: Year):
    page = logic.chart(year)
    election = page.election
    totals = {**vars(page.totals), "turnout_percent": election.turnout_percent,
              "is_turnout_preliminary": election.is_turnout_preliminary}
    return {
        "election": election, "parties": page.parties, "totals": totals,
        "notes": reader_notes(election, _use_language(request)),
        "sources": reader_sources(election, _use_language(request)),
    }


def _news_input(request: HttpRequest, data: ElectionNewsIn) -> ElectionNewsIn:
    """The fields may come as form fields or as query parameters (the original sent `params`)."""
    try:
        return ElectionNewsIn(**{**request.GET.dict(), **data.dict(exclude_none=True)})
    except PydanticError as error:
        raise ApiError("invalid_input") from error


@router.post("/election/parliament/news", response=LatestOut)
def list_parliament_news(request: HttpRequest, data: Form[ElectionNewsIn]):
    data = _news_input(request, data)
    items = logic.parliament_news(
        _use_language(request), data.year, data.size or logic.PARLIAMENT_NEWS_SIZE, data.lastNewsDaraalal
    )
    return {"shinemedee_list": items}


@router.post("/election/news", response=LatestOut)
def list_election_news(request: HttpRequest, data: Form[ElectionNewsIn]):
    data = _news_input(request, data)
    items = logic.election_news(
        _use_language(request), data.size or logic.ELECTION_NEWS_SIZE, data.lastNewsDaraalal
    )
    return {"shinemedee_list": items}


@router.get("/fetchSonguuli/{comicId}/{year}", response=ElectionComicsOut)
def list_election_comics(
    request: HttpRequest, comicId: OpenComicId, year: Year, filters: Query[ComicFilters],  # noqa: N803
):
    comics = logic.election_comics(
        request_language(request), year, comicId, filters.size or logic.COMIC_PAGE_SIZE, filters.lastComicDate,
        filters.lastId,
    )
    return {"songuuli2020Comic": comics, "publish_date": iso_local(comics[-1].publish_date) if comics else None}
