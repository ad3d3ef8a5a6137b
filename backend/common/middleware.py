"""Request language and the security headers every response carries."""
import json
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse, QueryDict
from django.utils import translation

from .languages import language_from_path, normalize_language

CSP_BASE = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}


class LanguageMiddleware:
    """Sets request.portal_language from the path (/en/...) or, for the API, the referring page."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        language = language_from_path(request.path_info)
        if request.path_info.startswith("/api/") or request.path_info.startswith("/translations/"):
            language = normalize_language(request.GET.get("lang")) or self._from_accept(request) or "mn"
        request.portal_language = language  # type: ignore[attr-defined]
        with translation.override(language):
            response = self.get_response(request)
        response.headers.setdefault("Content-Language", language)
        return response

    @staticmethod
    def _from_accept(request: HttpRequest) -> str | None:
        accept = request.headers.get("Accept-Language", "")
        first = accept.split(",")[0] if accept else ""
        return normalize_language(first)


class JsonBodyMiddleware:
    """API bodies may be JSON as well as form-encoded: JSON objects are exposed as request.POST.

    Endpoints then declare form parameters once and accept both encodings; a malformed body
    is a clear 400 rather than an empty form.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "POST" and request.path_info.startswith("/api/") and \
                request.content_type == "application/json":
            from .errors import ApiError, error_body
            from .languages import request_language

            try:
                data = json.loads(request.body or b"{}")
                if not isinstance(data, dict):
                    raise ValueError("not an object")
            except (ValueError, UnicodeDecodeError):
                error = ApiError("invalid_input")
                return JsonResponse(error_body(error.code, error.message(request_language(request))), status=400)
            form = QueryDict(mutable=True)
            for key, value in data.items():
                if isinstance(value, list):
                    form.setlist(key, [str(v) for v in value])
                elif value is not None:
                    form[key] = str(value) if not isinstance(value, bool) else str(int(value))
            form._mutable = False
            request.POST = form  # type: ignore[assignment]
            request.content_type = "application/x-www-form-urlencoded"
        return self.get_response(request)


class SecurityHeadersMiddleware:
    """Content-Security-Policy and friends; the embeddable footprint page may be framed."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.path_info.startswith("/admin/"):
            return response
        policy = dict(CSP_BASE)
        ad_host = getattr(settings, "AD_SDK_ORIGIN", "")
        if ad_host:
            policy["script-src"] += f" {ad_host}"
        if request.path_info.startswith("/iframe/"):
            policy["frame-ancestors"] = "*"
        response.headers.setdefault("Content-Security-Policy", "; ".join(f"{k} {v}" for k, v in policy.items()))
        response.headers.setdefault("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
        return response
