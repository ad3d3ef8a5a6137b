"""Emoji reaction endpoints (API.md "News"): the kinds, add and remove."""
from typing import Annotated

from django.http import HttpRequest, HttpResponse
from ninja import Form, Router

from common.clients import reader_key
from common.paging import MAX_DB_ID
from common.params import Between, Flag, WireIn
from common.readers import check_new_vote, ensure_reader_cookie
from common.schema import WireSchema
from common.throttle import check_rate

from . import reactions

router = Router(tags=["reactions"])


class ReactionIn(WireIn):
    reactionId: Annotated[int, Between(1, MAX_DB_ID, reactions.NO_SUCH_REACTION)]  # noqa: N815 - wire name
    isMega: Flag = False  # noqa: N815


class EmoticOut(WireSchema):
    id: int
    code: str
    emoji: str
    name_mn: str
    name_en: str
    count: int = 0


class EmojiOut(WireSchema):
    emotics: list[EmoticOut]


class ReactionOut(WireSchema):
    status: str
    emotics: list[EmoticOut]
    myReaction: int | None  # noqa: N815 - the reader's reaction kind id, or null


def _answer(state: reactions.ReactionState) -> dict:
    return {"status": "success", "emotics": state.emotics, "myReaction": state.current}


@router.post("/emoji", response=EmojiOut)
def list_reaction_kinds(request: HttpRequest):
    return {"emotics": reactions.kinds()}


@router.post("/reaction/{id}", response=ReactionOut)
def create_reaction(request: HttpRequest, response: HttpResponse, id: str, data: Form[ReactionIn]):
    ensure_reader_cookie(request, response)  # first: the write counts against the reader it makes
    check_rate(request, "reaction")
    article_id = reactions.get_article_id(id, data.isMega)
    kind_id = reactions.get_kind_id(data.reactionId)
    return _answer(reactions.react(article_id, kind_id, reader_key(request),
                                   before_new_reaction=lambda: check_new_vote(request, "reaction", article_id)))


@router.post("/reaction/remove/{id}", response=ReactionOut)
def delete_reaction(request: HttpRequest, response: HttpResponse, id: str, data: Form[ReactionIn]):
    ensure_reader_cookie(request, response)  # first: the write counts against the reader it makes
    check_rate(request, "reaction")
    article_id = reactions.get_article_id(id, data.isMega)
    kind_id = reactions.get_kind_id(data.reactionId)
    return _answer(reactions.remove(article_id, kind_id, reader_key(request)))
