"""No other site can write as our readers: a write a browser sends from another site's page is refused.

A reader's cookie rides along when another site's page posts a form to us or calls `fetch` with
credentials, so without this check any page could comment, like, react or report as its visitors
(and, when SameSite keeps the cookie off, mint them a new reader id). Browsers say where a request
comes from: `Sec-Fetch-Site` (every current browser) or, in older ones, `Origin`. The rule, the one
Go's `http.CrossOriginProtection` uses (docs/adr/024):

1. Safe methods (GET, HEAD, OPTIONS) pass: none of them changes anything here.
2. With `Sec-Fetch-Site`: `same-origin` passes, and `same-site` too (the portal's own subdomains,
   such as an embed served from another of its hosts); `none` (typed or bookmarked by the user) passes;
   `cross-site` is refused.
3. Without it, an `Origin` must name this site (its host, `SITE_URL` or a trusted origin); `null`
   (a sandboxed frame, a `data:` page) is refused.
4. Neither header: not a browser (curl, the apps, the tests), which carries no reader's cookie by
   accident, so it passes and meets the same caps as everyone.

A refusal is the API's 403 in the reader's language, made before any view runs, so it stores nothing
and sets no cookie.
"""
from collections.abc import Callable
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.translation import gettext_lazy as _

from .errors import ApiError, error_body
from .languages import DEFAULT_LANGUAGE, Language, normalize_language

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})
ALLOWED_FETCH_SITES = frozenset({"same-origin", "same-site", "none"})
CROSS_SITE = _("This request came from another website and was refused. Please use the portal's own page.")


def is_cross_site(request: HttpRequest) -> bool:
    """Whether a browser sent this unsafe request from another site's page."""
    if request.method in SAFE_METHODS:
        return False
    fetch_site = request.headers.get("Sec-Fetch-Site")
    if fetch_site is not None:
        return fetch_site.lower() not in ALLOWED_FETCH_SITES
    origin = request.headers.get("Origin")
    if origin is None:
        return False
    return not _is_own_origin(request, origin)


def _is_own_origin(request: HttpRequest, origin: str) -> bool:
    if origin == "null":
        return False
    parts = urlsplit(origin)
    if not parts.scheme or not parts.netloc:
        return False
    trusted = {urlsplit(o).netloc for o in [settings.SITE_URL, *getattr(settings, "CSRF_TRUSTED_ORIGINS", [])]}
    if parts.netloc in trusted:
        return True
    host = request.META.get("HTTP_HOST") or request.META.get("SERVER_NAME", "")
    # A proxy that passes `$host` drops the port: then the names alone must agree.
    return parts.netloc == host or (":" not in host and parts.hostname == host.lower())


def refusal(request: HttpRequest) -> JsonResponse:
    """The 403 for a cross-site write, in the language of the page or API call it targeted."""
    error = ApiError("cross_site", status=403, text=CROSS_SITE)
    response = JsonResponse(error_body(error.code, error.message(_language(request))), status=403)
    response["Cache-Control"] = "no-store"
    return response


def _language(request: HttpRequest) -> Language:
    # Only the query and the path: the body of a refused request is never read.
    path_language: Language = getattr(request, "portal_language", DEFAULT_LANGUAGE)
    return normalize_language(request.GET.get("lang")) or path_language


class CrossSiteWriteMiddleware:
    """Refuses unsafe requests from other sites' pages (see the module's docstring), on every path."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if is_cross_site(request):
            return refusal(request)
        return self.get_response(request)
