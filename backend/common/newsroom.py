"""The newsroom's language: Mongolian unless an editor picks English (the English edition's desk).

Kept in a cookie, read by LanguageMiddleware for /admin/ paths only: readers' pages and the API
take their language from the path and the `lang` parameter as before. English needs no catalog:
the code's own words are English, and Django's admin has its own.
"""
from django.contrib.admin.views.decorators import staff_member_required
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme

from .languages import Language

COOKIE = "newsroom_lang"
DEFAULT: Language = "mn"
LANGUAGES: tuple[Language, ...] = ("mn", "en")
ONE_YEAR = 365 * 24 * 3600


def newsroom_language(request: HttpRequest) -> Language:
    chosen = request.COOKIES.get(COOKIE)
    return chosen if chosen in LANGUAGES else DEFAULT  # type: ignore[return-value]


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
