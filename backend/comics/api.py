"""Comic endpoints (API.md "Comics"); their comments live in the comments app."""
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from ninja import Form, Query, Router

from common import api_reads
from common.clients import reader_key
from common.languages import Language
from common.readers import check_new_vote, ensure_reader_cookie
from common.throttle import check_rate

from . import logic
from .schemas import ComicEntityOut, ComicIdOrLatest, ComicLikeIn, ComicPageFilters, ComicPageOut, ComicVoteOut

router = Router(tags=["comics"])


@api_reads.get(router, "/comic/last", response=ComicEntityOut)
def get_latest_comic(language: Language):
    return {"entity": logic.latest(language)}


@api_reads.get(router, "/fetch/{comicId}/comic", response=ComicPageOut)
def list_comics(language: Language, comicId: ComicIdOrLatest, filters: Query[ComicPageFilters]):  # noqa: N803
    entity = logic.get_comic(comicId, language)
    size = filters.size or logic.PAGE_SIZE
    comics = logic.page(language, size, filters.lastComicDate, filters.lastId, offset=filters.comiclength or 0)
    last = comics[-1] if len(comics) == size else None
    return {
        "entity": entity,
        "comics": comics,
        "publish_date": timezone.localtime(last.publish_date).isoformat() if last else None,
        "lastId": last.id if last else None,
    }


@router.post("/comic/like", response=ComicVoteOut)
def vote_comic(request: HttpRequest, response: HttpResponse, data: Form[ComicLikeIn]):
    ensure_reader_cookie(request, response)  # first: the write counts against the reader it makes
    check_rate(request, "like")
    result = logic.vote(data.comicid, reader_key(request), data.type,
                        before_new_vote=lambda: check_new_vote(request, "comic-like", data.comicid))
    return {"status": "success", "likes": result.likes, "dislikes": result.dislikes, "myVote": result.vote_name}
