"""The newsroom's language: Mongolian unless an editor picks English (the English edition's desk).

Kept in a cookie, read by LanguageMiddleware for /admin/ paths only: readers' pages and the API
take their language from the path and the `lang` parameter as before. English needs no catalog:
the code's own words are English, and Django's admin has its own.
"""
from django.conf import settings
from django.contrib import admin
from django.contrib.admin.views.decorators import staff_member_required
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.functional import Promise
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.utils.translation import ngettext_lazy

from .errors import ApiError
from .languages import Language
from .throttle import check_rate, parse_rate

COOKIE = "newsroom_lang"
DEFAULT: Language = "mn"
LANGUAGES: tuple[Language, ...] = ("mn", "en")
ONE_YEAR = 365 * 24 * 3600


def newsroom_language(request: HttpRequest) -> Language:
    chosen = request.COOKIES.get(COOKIE)
    return chosen if chosen in LANGUAGES else DEFAULT


@staff_member_required
def switch_language(request: HttpRequest, code: str) -> HttpResponse:
    """Sets the editor's newsroom language and goes back to the screen they were on."""
    if code not in LANGUAGES:
        raise Http404("No such language.")
    back = request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}, require_https=False) \
            or not back.startswith("/admin/"):
        back = reverse("admin:index")
    response = HttpResponseRedirect(back)
    response.set_cookie(COOKIE, code, max_age=ONE_YEAR, samesite="Lax", secure=request.is_secure(), httponly=True)
    return response


# Why the sign-in is refused, with the wait; the plural follows the `minutes` given when formatting.
WRONG_PASSWORDS = ngettext_lazy(
    "The password was wrong too many times. Please try again in %(minutes)d minute.",
    "The password was wrong too many times. Please try again in %(minutes)d minutes.",
    "minutes",
)
TOO_MANY_FROM_ADDRESS = ngettext_lazy(
    "Too many sign-in attempts came from your address. Please try again in %(minutes)d minute.",
    "Too many sign-in attempts came from your address. Please try again in %(minutes)d minutes.",
    "minutes",
)
WRONG_CODES = ngettext_lazy(
    "The sign-in code was wrong too many times. Please try again in %(minutes)d minute.",
    "The sign-in code was wrong too many times. Please try again in %(minutes)d minutes.",
    "minutes",
)


def locked_out(request: HttpRequest, original_response: HttpResponse | None = None,
               credentials: dict | None = None) -> HttpResponse:
    """django-axes' answer when a user name is locked out from this address after wrong passwords: 429, in
    the editor's language (LanguageMiddleware has turned the newsroom's on for /admin/), no password checked."""
    return _refusal(request, WRONG_PASSWORDS, int(settings.AXES_COOLOFF_TIME.total_seconds()))


def too_many_tries(request: HttpRequest) -> HttpResponse:
    """The per-address cap on sign-in tries, whatever the names and whether the passwords were right: it
    says so, and waits the cap's own window (THROTTLE_RATES["login"])."""
    _, wait = parse_rate(settings.THROTTLE_RATES["login"])
    return _refusal(request, TOO_MANY_FROM_ADDRESS, wait)


def wrong_codes(request: HttpRequest, wait: int) -> HttpResponse:
    """Too many wrong second-factor codes for this user, from any address (accounts/logic.py code_lock)."""
    return _refusal(request, WRONG_CODES, wait)


def _refusal(request: HttpRequest, reason: Promise, wait: int) -> HttpResponse:
    text = reason % {"minutes": max(1, -(-wait // 60))}  # rounded up: never "try again in 0 minutes"
    context = {**admin.site.each_context(request), "title": _("Too many sign-in attempts"), "text": text}
    response = render(request, "admin/locked_out.html", context, status=429)
    response["Retry-After"] = str(wait)
    return response


def login(request: HttpRequest, **kwargs) -> HttpResponse:
    """The admin's login, with a per-address cap on tries whatever the user name (THROTTLE_RATES)."""
    if request.method == "POST":
        try:
            check_rate(request, "login", per_address=True)
        except ApiError:
            return too_many_tries(request)
    return admin.site.login(request, **kwargs)
