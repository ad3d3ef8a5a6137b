"""Request language, the API's error shape and the security headers every response carries."""
import base64
import hashlib
import logging
import re
from collections.abc import Callable
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import DataError, InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.utils import translation
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from .errors import ApiError
from .languages import Language, is_embeddable_path, language_from_path, normalize_language, translated
from .newsroom import newsroom_language
from .request_forms import FORM, JSON, MULTIPART, read_chunked_body, request_form

CSP_BASE = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",
    "font-src": "'self'",
    "connect-src": "'self'",
    # Article embeds editors may place (video players, posts); nothing else can be framed.
    "frame-src": "'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com "
    "https://www.facebook.com",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}


class LanguageMiddleware:
    """Sets request.portal_language from the path (/en/...), for the API its `lang` or the browser's
    language, and for the newsroom the editor's pick; Django's translations follow it."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        language = language_from_path(request.path_info)
        if request.path_info.startswith("/api/") or request.path_info.startswith("/translations/"):
            language = normalize_language(request.GET.get("lang")) or self._from_accept(request) or "mn"
        elif request.path_info.startswith("/admin/"):
            language = newsroom_language(request)  # the editor's pick (common/newsroom.py)
        request.portal_language = language  # type: ignore[attr-defined]
        with translation.override(language):
            response = self.get_response(request)
        response.headers.setdefault("Content-Language", language)
        return response

    @staticmethod
    def _from_accept(request: HttpRequest) -> Language | None:
        accept = request.headers.get("Accept-Language", "")
        first = accept.split(",")[0] if accept else ""
        return normalize_language(first)


class SecurityHeadersMiddleware:
    """Content-Security-Policy and friends; the embeddable footprint page may be framed."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        # The newsroom too: its preview is a reader's page, and Django's admin runs no inline script.
        policy = dict(CSP_BASE)
        ad_host = getattr(settings, "AD_SDK_ORIGIN", "")
        if ad_host:
            policy["script-src"] += f" {ad_host}"
        media = media_origin()
        if media:  # pictures on object storage or its CDN (config/settings/media.py)
            policy["img-src"] += f" {media}"
        if request.path_info.startswith("/admin/"):
            policy["script-src"] += "".join(f" '{digest}'" for digest in import_map_hashes(response))
        if is_embeddable_path(request.path_info):
            policy["frame-ancestors"] = "*"
        response.headers.setdefault("Content-Security-Policy", "; ".join(f"{k} {v}" for k, v in policy.items()))
        response.headers.setdefault("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
        return response


def media_origin() -> str:
    """The scheme and host of MEDIA_URL when media are served from another origin, else ""."""
    parts = urlsplit(settings.MEDIA_URL)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


IMPORT_MAP = re.compile(rb'<script type="importmap"[^>]*>(.*?)</script>', re.DOTALL)


def import_map_hashes(response: HttpResponse) -> list[str]:
    """The CSP hashes of a newsroom page's import maps: the body editor (django-prose-editor) names its
    modules in an inline `<script type="importmap">`, which 'self' alone would block."""
    if response.streaming or not response.get("Content-Type", "").startswith("text/html"):
        return []
    return ["sha256-" + base64.b64encode(hashlib.sha256(found).digest()).decode()
            for found in IMPORT_MAP.findall(response.content)]


logger = logging.getLogger("portal.errors")

# What a non-JSON error of the API (Django's or ninja's own) is called in the error shape.
STATUS_CODES = {
    400: "invalid_input", 403: "forbidden", 404: "not_found", 405: "method_not_allowed", 409: "busy",
    413: "too_large", 415: "unsupported_media_type", 429: "throttled", 503: "unavailable",
}
# The 503 page's words; Mongolian names the page and its heading differently, hence the contexts.
UNAVAILABLE_TITLE = pgettext_lazy("503 page title", "Briefly unavailable")
UNAVAILABLE_HEADING = pgettext_lazy("503 page heading", "Briefly unavailable")
UNAVAILABLE_TEXT = _("Please try again in a few seconds.")
RETRY_AFTER_SECONDS = "5"


def is_api(request: HttpRequest) -> bool:
    return request.path_info.startswith("/api/")


def api_error_response(request: HttpRequest, code: str, status: int) -> JsonResponse:
    """The JSON error shape with the message in the request's language."""
    from .errors import ApiError, error_body
    from .languages import request_language

    error = ApiError(code, status=status)
    return JsonResponse(error_body(code, error.message(request_language(request))), status=status)


def unavailable_page() -> str:
    """The plain 503 page in both languages at once: it may answer before the request's language is known."""
    return format_html(
        '<!doctype html>\n<html lang="mn"><head><meta charset="utf-8"><title>{} · {}</title></head>\n'
        '<body><h1>{}</h1><p>{}</p>\n<h1 lang="en">{}</h1><p lang="en">{}</p></body></html>\n',
        translated(UNAVAILABLE_TITLE, "mn"), translated(UNAVAILABLE_TITLE, "en"),
        translated(UNAVAILABLE_HEADING, "mn"), translated(UNAVAILABLE_TEXT, "mn"),
        translated(UNAVAILABLE_HEADING, "en"), translated(UNAVAILABLE_TEXT, "en"),
    )


def unavailable_response(request: HttpRequest) -> HttpResponse:
    """503 while the database is unreachable: the error shape for the API, a plain page otherwise."""
    if is_api(request):
        response: HttpResponse = api_error_response(request, "unavailable", 503)
    else:
        response = HttpResponse(unavailable_page(), status=503, content_type="text/html; charset=utf-8")
    response["Retry-After"] = RETRY_AFTER_SECONDS
    response["Cache-Control"] = "no-store"
    return response


class ApiErrorsMiddleware:
    """Every error the API answers has the JSON error shape, and a lost database is a quick 503.

    Errors that no endpoint made (ninja's 405, Django's 400 for a body too large, 500) are
    rewritten into the error shape; OperationalError/InterfaceError from a view become 503
    with Retry-After instead of a 500, for the API and for pages (config.urls.handler500 does
    the same for errors raised outside views). A NUL in a query or form value is a 400, and an API
    body sent in chunks is read here, before anything else reads it (common/request_forms.py).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            if is_api(request):
                read_chunked_body(request)
            refused = has_nul(request)  # no text field of any database may hold one; never a reader's text either
        except ApiError as error:  # an API body that cannot be read (common/request_forms.py)
            return api_error_response(request, error.code, error.status)
        if refused:
            if is_api(request) or request.path_info.startswith("/translations/"):  # the JSON endpoints
                return api_error_response(request, "invalid_input", 400)
            return HttpResponseBadRequest("Bad request", content_type="text/plain; charset=utf-8")
        response = self.get_response(request)
        if is_api(request) and response.status_code >= 400 and \
                not response.get("Content-Type", "").startswith("application/json"):
            replaced = api_error_response(
                request, STATUS_CODES.get(response.status_code, "server_error"), response.status_code
            )
            for header in ("Allow", "Retry-After"):
                if header in response:
                    replaced[header] = response[header]
            response = replaced
        return response

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, (OperationalError, InterfaceError)):
            logger.error("database unavailable on %s %s: %s", request.method, request.path, exception)
            return unavailable_response(request)
        if isinstance(exception, RequestDataTooBig) and is_api(request):
            return api_error_response(request, "too_large", 413)
        if isinstance(exception, DataError) and is_api(request):  # a value the database cannot hold
            logger.warning("bad input reached the database on %s %s: %s", request.method, request.path, exception)
            return api_error_response(request, "invalid_input", 400)
        return None


def has_nul(request: HttpRequest) -> bool:
    """A NUL character in the query or a form body: never typed text, and PostgreSQL text cannot hold it.

    (Paths are the endpoints' own: an unknown id or slug is their 404.)
    """
    if "%00" in request.META.get("QUERY_STRING", ""):
        return True
    if request.method != "POST":
        return False
    if is_api(request) and request.content_type in (JSON, FORM, MULTIPART):
        form = request_form(request)
    elif request.content_type in (JSON, FORM):
        form = request.POST
    else:  # no form: a body nothing reads as one (an ad link's ping), or the newsroom's uploads
        return False
    return any("\x00" in key or "\x00" in value for key, values in form.lists() for value in values)
