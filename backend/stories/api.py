"""Story endpoints (API.md): the live stories and marking one seen."""
from django.http import HttpRequest, HttpResponse
from ninja import Form, Router

from common.clients import reader_key
from common.languages import request_language
from common.readers import ensure_reader_cookie
from common.throttle import check_rate

from . import logic
from .schemas import StatusOut, StoriesOut, StorySeenIn

router = Router(tags=["stories"])


def _is_shared_copy(request: HttpRequest) -> bool:
    """The cached twin (/api/cache/stories) is the same for everyone, so it carries no reader's marks."""
    return request.path_info.startswith("/api/cache/")


@router.get("/stories", response=StoriesOut)
def list_stories(request: HttpRequest):
    viewer = "" if _is_shared_copy(request) else reader_key(request)
    return {"result": logic.live_stories(request_language(request), viewer)}


@router.post("/story/seen", response=StatusOut)
def mark_story_seen(request: HttpRequest, response: HttpResponse, data: Form[StorySeenIn]):
    ensure_reader_cookie(request, response)  # first: the write counts against the reader it makes
    check_rate(request, "story_seen")
    logic.mark_seen(data.id, reader_key(request))
    return {"status": "success"}
