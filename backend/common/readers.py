"""Who a reader is without an account, in a way a client cannot mint for free (docs/adr/014).

A reader is their `rid` cookie: a random id the server signs, so a made-up or edited one counts for
nothing. New ids are given out on a reader's first write, at most NEW_READERS_PER_HOUR per address:
a client that drops its cookie gets a fresh id only that often, and after that its writes are the
address's (one identity for all of them). On top of the ids, each address may add at most
VOTES_PER_ADDRESS_PER_ITEM new votes, likes or reactions to any one thing a day, whatever the
cookies and browser strings: enough for the several readers a mobile carrier puts behind one
address, too few for one person to move a count.
"""
import secrets

from django.conf import settings
from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext_lazy as _

from .cache import safe_add, safe_delete
from .clients import READER_COOKIE, address_key, reader_key
from .errors import ApiError
from .throttle import count_hit

READER_COOKIE_AGE = 2 * 365 * 24 * 3600
_signer = signing.Signer(salt="portal.reader")
NETWORK_VOTES = _("Too many votes for this came from your network. Please try again later.")


def reader_id(request: HttpRequest) -> str | None:
    """The reader's id when their cookie carries one the server signed, else None."""
    cookie = request.COOKIES.get(READER_COOKIE, "")
    if not cookie or len(cookie) > 128:
        return None
    try:
        return _signer.unsign(cookie)
    except signing.BadSignature:
        return None


def sign_reader_id(value: str) -> str:
    """The cookie value that carries reader id `value`."""
    return _signer.sign(value)


def has_reader_cookie(request: HttpRequest) -> bool:
    return reader_id(request) is not None


def ensure_reader_cookie(request: HttpRequest, response: HttpResponse) -> None:
    """Give a reader without a valid id a signed one, used by this request already, when their address
    has not been given NEW_READERS_PER_HOUR of them this hour; otherwise they write as their address."""
    if has_reader_cookie(request) or not _new_reader_allowed(request):
        return
    value = sign_reader_id(secrets.token_hex(12))
    request.COOKIES[READER_COOKIE] = value  # so common.clients.reader_key sees it in this request
    response.set_cookie(
        READER_COOKIE, value, max_age=READER_COOKIE_AGE, httponly=True, samesite="Lax",
        secure=request.is_secure(),
    )


def _new_reader_allowed(request: HttpRequest) -> bool:
    return _count(f"new-readers:{address_key(request)}", 3600) <= settings.NEW_READERS_PER_HOUR


def check_new_vote(request: HttpRequest, scope: str, item_id: int) -> None:
    """Count this reader among the day's voters of `scope` on `item_id` from their address; 429 past
    the cap. A reader who takes a like back and gives it again is counted once."""
    day = 24 * 3600
    address = address_key(request)
    voter = f"item-voter:{scope}:{item_id}:{address}:{reader_key(request)}"
    if not safe_add(voter, 1, day, default=False):
        return  # already among them
    if _count(f"item-votes:{scope}:{item_id}:{address}", day) > settings.VOTES_PER_ADDRESS_PER_ITEM:
        safe_delete(voter)  # refused: not among the voters, so a later try is refused too
        raise ApiError("network_votes", status=429, text=NETWORK_VOTES)


def _count(key: str, seconds: int) -> int:
    """One more in the window that opened at the first; 0 when the cache is down (the caps then
    wait for it rather than refuse every reader)."""
    try:
        return count_hit(key, seconds)
    except Exception:
        return 0
