"""What lite's forms do, through the same logic as the API's endpoints (comments/api.py, polls/api.py),
and the few things a lite page reads beside its screen's reads.

A form that succeeds answers 303 to the page with its result as a signed note (lite/notes.py): the
reader's back button and reload never post it again. A form that fails draws its page at once, with
the API's status (400, 403, 409, 429), the error in the reader's language and what they typed kept in
the form; nothing is stored.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from pydantic import ValidationError

from ads import logic as ads_logic
from comments import logic as comment_logic
from comments import moderation
from comments.models import TargetType
from comments.schemas import CommentFields
from common.clients import network_key, reader_key
from common.errors import ApiError
from common.languages import Language, translated
from common.readers import check_new_vote, ensure_reader_cookie
from common.request_forms import request_form
from common.throttle import check_rate
from polls import logic as poll_logic
from polls.schemas import PollEntityOut, VoteIn

from .notes import Note, with_note

logger = logging.getLogger("portal.web")

COMMENT_SENT = _("Thank you: your comment is published.")
COMMENT_HELD = _("Thank you: your comment will appear once an editor has read it.")
COMMENT_INVALID = _("Please write your name and a comment (up to the length the form allows).")
VOTE_COUNTED = _("Thank you: your vote is counted.")
VOTE_INVALID = _("Please choose one of the answers.")

# Draws the form's page with a note and a status (and, for comments, what the reader typed).
DrawPoll = Callable[[Note, int], HttpResponse]
DrawComments = Callable[[Note, int, dict[str, str]], HttpResponse]


def _see_other(location: str) -> HttpResponseRedirect:
    response = HttpResponseRedirect(location)
    response.status_code = 303  # the page is fetched with GET, whatever the form's method was
    return response


def _with_cookies(response: HttpResponse, holder: HttpResponse) -> HttpResponse:
    """The reader id a failed write was given still reaches the reader."""
    for name, morsel in holder.cookies.items():
        response.cookies[name] = morsel
    return response


def vote(request: HttpRequest, language: Language, params: dict[str, str | None], draw: DrawPoll) -> HttpResponse:
    """A poll's vote: one per reader per poll (polls/logic.cast_vote), as POST /api/poll/vote counts it.

    The API's intention token is not asked for: it proves that a script fetched a fresh page before
    voting; a lite form is that page, and the cross-site check has refused any other site's post.
    """
    form = request_form(request)
    holder = HttpResponse()
    try:
        data = VoteIn.model_validate({"pollID": params.get("pollId") or form.get("pollID", ""),
                                     "answerID": form.get("answerID", "")})
        ensure_reader_cookie(request, holder)  # first: the write counts against the reader it makes
        check_rate(request, "vote")
        poll_logic.cast_vote(data.pollID, data.answerID, reader_key(request),
                             before_new_vote=lambda: check_new_vote(request, "poll", data.pollID))
    except ValidationError:
        return draw(Note("error", translated(VOTE_INVALID, language)), 400)
    except ApiError as error:
        if error.status == 404:
            raise Http404 from error
        return _with_cookies(draw(Note("error", error.message(language)), error.status), holder)
    path = ("/en/lite" if language == "en" else "/lite") + f"/{data.pollID}/poll"
    return _with_cookies(_see_other(with_note(path, "ok", translated(VOTE_COUNTED, language))), holder)


def comment(request: HttpRequest, language: Language, newsid: str, draw: DrawComments) -> HttpResponse:
    """A new comment on an article, through the moderation pipeline (comments/logic.insert_comment)."""
    form = request_form(request)
    typed = {name: form.get(name, "")[:5000] for name in ("commentBody", "commentBy")}
    holder = HttpResponse()
    try:
        target = comment_logic.get_target(TargetType.NEWS, newsid)
    except ApiError as error:
        raise Http404 from error
    try:
        data = CommentFields.model_validate({name: value for name, value in form.items() if name in (
            "commentBody", "commentBy", "parentid")})
        ensure_reader_cookie(request, holder)
        result = comment_logic.insert_comment(
            target, body=data.commentBody, author_name=data.commentBy, parent_id=data.parentid,
            client_key=network_key(request), request=request,
        )
    except ValidationError:
        return draw(Note("error", translated(COMMENT_INVALID, language)), 400, typed)
    except ApiError as error:
        return _with_cookies(draw(Note("error", error.message(language)), error.status, typed), holder)
    message = result.message or (COMMENT_SENT if result.status == "success" else COMMENT_HELD)
    path = ("/en/lite" if language == "en" else "/lite") + f"/{newsid}/r/comments"
    return _with_cookies(_see_other(with_note(path, "ok", translated(message, language))), holder)


# The form's limits, as the API's schema states them (comments/schemas.py).
COMMENT_LIMITS = {"body": moderation.BODY_MAX, "name": moderation.NAME_MAX}


def comment_tree(newsid: str) -> list[Any]:
    """The article's approved comments, as the API's list has them, for no reader in particular (cached)."""
    return comment_logic.comment_tree(comment_logic.get_target(TargetType.NEWS, newsid))


def poll_by_id(poll_id: int, language: Language) -> dict[str, Any] | None:
    """A poll as the API's POST /api/poll answers it, for no reader in particular; None when not found."""
    try:
        poll = poll_logic.get_poll(poll_id, language)
    except ApiError:
        return None
    context = {"language": language, "response_status": 200}
    return PollEntityOut.model_validate({"entity": poll}, context=context).model_dump(context=context)["entity"]


def text_ad(language: Language) -> dict[str, str] | None:
    """The page's one ad, as text: the first running creative of the edition with a text and a safe link.

    Chosen when the page is made (the page is one copy for everyone); its link goes through the API's
    click redirect, as the full site's does. Never breaks a page.
    """
    now = timezone.now()
    try:
        slots = ads_logic.current_slots(now)
    except Exception:
        logger.warning("ad slots could not be read; the lite page shows no ad", exc_info=True)
        return None
    for _html_id, slot in sorted(slots.items()):
        for creative in ads_logic.running(ads_logic.in_edition(slot.creatives, language), now):
            text = creative.alt_text.strip()
            if text and ads_logic.safe_link(creative.link_url):
                return {"text": text, "href": f"/api/ads/click/{creative.id}"}
    return None
