"""Story endpoints (API.md): the live stories and marking one seen."""
from django.http import HttpRequest, HttpResponse
from ninja import Form, Router

from common import api_reads
from common.clients import reader_key
from common.languages import Language, request_language
from common.readers import ensure_reader_cookie
from common.throttle import check_rate

from . import logic
from .schemas import StatusOut, StoriesOut, StorySeenIn

router = Router(tags=["stories"])


@api_reads.declare("GET", "/stories", response=StoriesOut)
def shared_stories(language: Language):
    """The live stories as the cached twin (/api/cache/stories) has them: the same for everyone, so
    without any reader's marks of what they have seen."""
    return {"result": logic.live_stories(language, "")}


@router.get("/stories", response=StoriesOut)
def list_stories(request: HttpRequest):
    if request.path_info.startswith("/api/cache/"):
        return shared_stories(request_language(request))
    return {"result": logic.live_stories(request_language(request), reader_key(request))}


@router.post("/story/seen", response=StatusOut)
def mark_story_seen(request: HttpRequest, response: HttpResponse, data: Form[StorySeenIn]):
    ensure_reader_cookie(request, response)  # first: the write counts against the reader it makes
    check_rate(request, "story_seen")
    logic.mark_seen(data.id, reader_key(request))
    return {"status": "success"}
