"""Poll use-cases: finding polls, the intention tokens voting needs, casting one vote, the results."""
import base64
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from django.core import signing
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from common.errors import ApiError
from common.languages import Language
from common.paging import page_before

from .models import Poll, PollAnswer, PollVote

TOKEN_MAX_AGE = 10 * 60  # seconds a token from /api/token/get stays valid
INTENTIONS = ("poll_vote",)
# What /api/token/get is sent for each intention: its name in base64 (without padding when it needs none).
ENCODED_INTENTIONS = {base64.b64encode(name.encode()).decode(): name for name in INTENTIONS}
ANSWER_IMAGE_WIDTH = 320
POLL_IMAGE_WIDTH = 640

MESSAGES: dict[str, Promise] = {
    "invalid_intention": _("The intention is not valid."),
    "token_invalid": _("The voting token is missing or not valid. Please reload the page and try again."),
    "token_expired": _("The voting token has expired. Please reload the page and try again."),
    "already_voted": _("You have already voted in this poll."),
    "poll_closed": _("This poll is not accepting votes at this time."),
    "bad_answer": _("The chosen answer is not part of this poll."),
}
NOT_SCIENTIFIC = _("This is not a scientific survey: it shows only the views of readers who chose to vote.")


def error(key: str, status: int = 400) -> ApiError:
    return ApiError(key, status=status, text=MESSAGES[key])


# --- intention tokens ----------------------------------------------------------------------


def _signer(intention: str, client: str) -> signing.TimestampSigner:
    # The salt binds the token to the intention and the client without putting either in the token.
    return signing.TimestampSigner(salt=f"portal.intention.{intention}.{client}")


def issue_token(intention: str, client: str) -> str:
    """A signed, stateless token for `intention`, valid TOKEN_MAX_AGE seconds, for this client only."""
    return _signer(intention, client).sign(secrets.token_urlsafe(12))


def check_token(token: str, intention: str, client: str) -> None:
    """403 unless `token` was issued for `intention` to `client` and has not expired."""
    if not token or len(token) > 300:
        raise error("token_invalid", 403)
    try:
        _signer(intention, client).unsign(token, max_age=TOKEN_MAX_AGE)
    except signing.SignatureExpired as exc:
        raise error("token_expired", 403) from exc
    except signing.BadSignature as exc:
        raise error("token_invalid", 403) from exc


# --- finding polls -------------------------------------------------------------------------


def _with_answers(queryset):
    return queryset.prefetch_related("answers")


def get_poll(poll_id: int, language: Language, now: datetime | None = None) -> Poll:
    """A started poll by id, or with 0 the newest started poll of the language; 404 otherwise."""
    started = _with_answers(Poll.objects.started(now))
    if poll_id == 0:
        poll = started.in_language(language).first()
    else:
        poll = started.filter(pk=poll_id).first()
    if poll is None:
        raise ApiError("not_found", status=404)
    return poll


def active_poll(language: Language, now: datetime | None = None) -> Poll | None:
    """The newest poll open for votes (not the special one), for the front page."""
    return _with_answers(Poll.objects.active(now).in_language(language).regular()).first()


def special_poll(language: Language, now: datetime | None = None) -> Poll:
    poll = _with_answers(Poll.objects.started(now).in_language(language).special()).first()
    if poll is None:
        raise ApiError("not_found", status=404)
    return poll


def polls_until(
    language: Language, until: datetime | None, size: int, last_date: datetime | None, last_id: int | None,
) -> list[Poll]:
    """Polls started on or before `until` (a date means its end), newest first, a page after the cursor."""
    queryset = _with_answers(Poll.objects.started().in_language(language))
    if until is not None:
        queryset = queryset.filter(start_date__lte=until)
    return page_before(queryset, "start_date", last_date, last_id, size)


def my_answer(poll: Poll, voter_key: str) -> int | None:
    """The answer this reader chose, if they voted."""
    return PollVote.objects.filter(poll=poll, voter_key=voter_key).values_list("answer_id", flat=True).first()


# --- voting and results --------------------------------------------------------------------


def cast_vote(
    poll_id: int, answer_id: int, voter_key: str, now: datetime | None = None,
    before_new_vote: Callable[[], None] | None = None,
) -> Poll:
    """One vote per poll per reader (common/readers.py: a signed cookie id, else the address).

    `before_new_vote` is the address's cap on new votes for this poll. The unique constraint holds
    the rule under concurrency; the counters move with F(). (Votes once also counted per address
    and browser string: that let a changed browser string vote again, and kept honest readers with
    the same phone behind a carrier's shared address from voting at all; docs/adr/014.)
    """
    now = now or timezone.now()
    poll = Poll.objects.filter(pk=poll_id).first()
    if poll is None or not poll.is_published:
        raise ApiError("not_found", status=404)
    if not poll.is_open(now):
        raise error("poll_closed", 409)
    if not PollAnswer.objects.filter(pk=answer_id, poll=poll).exists():
        raise error("bad_answer")
    with transaction.atomic():
        if PollVote.objects.filter(poll=poll, voter_key=voter_key).exists():
            raise error("already_voted", 409)
        if before_new_vote:
            before_new_vote()
        try:
            with transaction.atomic():
                PollVote.objects.create(poll=poll, answer_id=answer_id, voter_key=voter_key, created_at=now)
        except IntegrityError as exc:  # a parallel vote of the same reader won
            raise error("already_voted", 409) from exc
        PollAnswer.objects.filter(pk=answer_id).update(vote_count=F("vote_count") + 1)
        Poll.objects.filter(pk=poll.pk).update(total_votes=F("total_votes") + 1)
    return _with_answers(Poll.objects.filter(pk=poll.pk)).get()


@dataclass(frozen=True)
class AnswerResult:
    id: int
    text: str
    image: str
    count: int
    percentage: float


def results(poll: Poll) -> list[AnswerResult]:
    """Each answer with its count and share of the votes in percent (two decimals)."""
    answers = sorted(poll.answers.all(), key=lambda a: (a.position, a.id))
    total = poll.total_votes
    return [
        AnswerResult(
            id=a.id, text=a.text, image=a.image_url(ANSWER_IMAGE_WIDTH), count=a.vote_count,
            percentage=round(100 * a.vote_count / total, 2) if total else 0.0,
        )
        for a in answers
    ]
