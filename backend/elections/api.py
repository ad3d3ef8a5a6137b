"""Election endpoints (API.md "Elections"): the year is optional and defaults to the latest election."""
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _
from ninja import Form, Query, Router
from pydantic import ValidationError as PydanticError

from common import api_reads
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


@api_reads.get(router, "/election", response=ElectionPageOut)
def get_election(language: Language, query: Query[ElectionQuery]):
    page = logic.election_page(query.kind, query.year)
    return {
        "election": page.election, "parties": page.parties, "seat_totals": page.totals,
        "candidates": page.candidates, "years": page.years,
    }


@api_reads.get(router, "/election/president", response=PresidentPageOut)
def get_president(language: Language, year: Year | None = None):
    page = logic.election_page(ElectionKind.PRESIDENT, year)
    winner = next((candidate for candidate in page.candidates if candidate.is_winner), None)
    return {
        "election": page.election, "candidates": page.candidates, "winner": winner, "years": page.years,
        "earlier_rounds": page.earlier_rounds,
    }


@api_reads.get(router, "/election/toirog", response=ToirogListOut)
def list_toirog(language: Language, year: Year | None = None):
    election, districts = logic.toirog(year)
    return {"election": election, "toirog": districts}


@api_reads.get(router, "/election/politician/{candidate_id}", response=PoliticianPageOut)
def get_politician(language: Language, candidate_id: StoredId):
    page = logic.politician(candidate_id)
    return {"entity": page.candidate, "other_elections": page.other_runs}


@api_reads.get(router, "/{year}/electionCandidate", response=CandidateListOut)
def list_candidates(language: Language, year: Year, filters: Query[CandidateFilters]):
    election, candidates = logic.candidates(year, filters.kind, filters.partyId, filters.district, filters.winners)
    return {"election": election, "candidates": candidates}


@api_reads.get(router, "/{year}/parlamentdistrict", response=DistrictListOut)
def list_districts(language: Language, year: Year):
    election, districts = logic.districts(year)
    return {"election": election, "districts": districts}


@api_reads.get(router, "/{year}/parlamentjagsaalt", response=PartyListsOut)
def list_party_lists(language: Language, year: Year):
    election, lists = logic.party_lists(year)
    note = "" if lists else translated(NO_PARTY_LISTS, language)
    return {"election": election, "lists": lists, "note": note}


@api_reads.get(router, "/{year}/parlamentchart", response=ChartOut)
def get_chart(language: Language, year: Year):
    page = logic.chart(year)
    election = page.election
    totals = {**vars(page.totals), "turnout_percent": election.turnout_percent,
              "is_turnout_preliminary": election.is_turnout_preliminary}
    return {
        "election": election, "parties": page.parties, "totals": totals,
        "notes": reader_notes(election, language),
        "sources": reader_sources(election, language),
    }


def _news_input(request: HttpRequest, data: ElectionNewsIn) -> ElectionNewsIn:
    """The fields may come as form fields or as query parameters (the original sent `params`)."""
    try:
        return ElectionNewsIn(**{**request.GET.dict(), **data.dict(exclude_none=True)})
    except PydanticError as error:
        raise ApiError("invalid_input") from error


@api_reads.declare("POST", "/election/parliament/news", response=LatestOut)
def parliament_news(language: Language, data: Form[ElectionNewsIn]):
    items = logic.parliament_news(language, data.year, data.size or logic.PARLIAMENT_NEWS_SIZE, data.lastNewsDaraalal)
    return {"shinemedee_list": items}


@router.post("/election/parliament/news", response=LatestOut)
def list_parliament_news(request: HttpRequest, data: Form[ElectionNewsIn]):
    return parliament_news(request_language(request), _news_input(request, data))


@router.post("/election/news", response=LatestOut)
def list_election_news(request: HttpRequest, data: Form[ElectionNewsIn]):
    data = _news_input(request, data)
    items = logic.election_news(
        request_language(request), data.size or logic.ELECTION_NEWS_SIZE, data.lastNewsDaraalal
    )
    return {"shinemedee_list": items}


@api_reads.get(
    router, "/fetchSonguuli/{comicId}/{year}", response=ElectionComicsOut, tags=lambda _: {"elections", "comics"},
)
def list_election_comics(
    language: Language, comicId: OpenComicId, year: Year, filters: Query[ComicFilters],  # noqa: N803
):
    comics = logic.election_comics(
        language, year, comicId, filters.size or logic.COMIC_PAGE_SIZE, filters.lastComicDate,
        filters.lastId,
    )
    return {"songuuli2020Comic": comics, "publish_date": iso_local(comics[-1].publish_date) if comics else None}
