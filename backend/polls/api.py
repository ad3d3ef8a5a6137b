"""Poll endpoints (API.md "Polls"): the active poll, lists, detail, the intention token and the vote."""
from django.http import HttpRequest, HttpResponse
from ninja import Form, Router

from common import api_reads
from common.clients import network_key, reader_key
from common.languages import Language, request_language
from common.readers import check_new_vote, ensure_reader_cookie
from common.throttle import check_rate

from . import logic
from .models import Poll
from .schemas import (
    ActivePollOut,
    PollEntityOut,
    PollIdIn,
    PollListIn,
    PollListOut,
    TokenIn,
    TokenOut,
    VoteIn,
    VoteOut,
)

router = Router(tags=["polls"])

POLL_PAGE_SIZE = 10


def _for_reader(request: HttpRequest, poll: Poll) -> dict:
    poll.my_answer_id = logic.my_answer(poll, reader_key(request))  # type: ignore[attr-defined]
    return {"entity": poll}


@api_reads.get(router, "/poll/last", response=ActivePollOut)
def get_active_poll(language: Language):
    return {"activePoll": logic.active_poll(language)}


@router.post("/poll/list", response=PollListOut)
def list_polls(request: HttpRequest, data: Form[PollListIn]):
    polls = logic.polls_until(
        request_language(request), data.date, data.size or POLL_PAGE_SIZE, data.lastPollDate, data.lastId
    )
    return {"polls": polls}


@router.post("/poll/detail", response=PollEntityOut)
def get_poll_detail(request: HttpRequest, data: Form[PollIdIn]):
    return _for_reader(request, logic.get_poll(data.pollId, request_language(request)))


@router.post("/poll", response=PollEntityOut)
def get_poll(request: HttpRequest, data: Form[PollIdIn]):
    return _for_reader(request, logic.get_poll(data.pollId, request_language(request)))


@router.post("/poll/special", response=PollEntityOut)
def get_special_poll(request: HttpRequest):
    return _for_reader(request, logic.special_poll(request_language(request)))


@router.post("/token/get", response=TokenOut)
def create_token(request: HttpRequest, data: Form[TokenIn]):
    check_rate(request, "token")
    return {"token": logic.issue_token(data.intention, network_key(request)), "expiresIn": logic.TOKEN_MAX_AGE}


@router.post("/poll/vote", response=VoteOut)
def create_vote(request: HttpRequest, response: HttpResponse, data: Form[VoteIn]):
    ensure_reader_cookie(request, response)  # first: the write counts against the reader it makes
    check_rate(request, "vote")
    logic.check_token(request.headers.get("X-CSRF-TOKEN", ""), "poll_vote", network_key(request))
    poll = logic.cast_vote(data.pollID, data.answerID, reader_key(request),
                           before_new_vote=lambda: check_new_vote(request, "poll", data.pollID))
    poll.my_answer_id = data.answerID  # type: ignore[attr-defined]
    return {"status": "success", "entity": poll}
