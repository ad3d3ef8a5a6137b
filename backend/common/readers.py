"""The reader's cookie id (`rid`): given on the first write, so later votes and likes are the same reader's."""
import secrets

from django.http import HttpRequest, HttpResponse

from .clients import READER_COOKIE

READER_COOKIE_AGE = 2 * 365 * 24 * 3600


def has_reader_cookie(request: HttpRequest) -> bool:
    cookie = request.COOKIES.get(READER_COOKIE, "")
    return bool(cookie) and len(cookie) <= 64 and cookie.isalnum()


def ensure_reader_cookie(request: HttpRequest, response: HttpResponse) -> None:
    """Give a reader without a valid `rid` a long-lived random one, used by this request already."""
    if has_reader_cookie(request):
        return
    value = secrets.token_hex(16)
    request.COOKIES[READER_COOKIE] = value  # so common.clients.reader_key sees it in this request
    response.set_cookie(
        READER_COOKIE, value, max_age=READER_COOKIE_AGE, httponly=True, samesite="Lax",
        secure=request.is_secure(),
    )
