"""The cached twins of API reads (/api/cache/...) and the JSON answer for unknown API paths."""
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import Resolver404, resolve

from performance import front_index

from . import cache, cache_tags
from .api_reads import answer_tags, read_at
from .errors import ApiError, error_body
from .languages import request_language


def api_not_found(request: HttpRequest, rest: str = "") -> JsonResponse:
    error = ApiError("not_found", status=404)
    return JsonResponse(error_body(error.code, error.message(request_language(request))), status=404)


# Answers that differ per reader or per request must never be shared from the cache.
UNCACHEABLE_PREFIXES = ("ads",)


def cached_api(request: HttpRequest, rest: str) -> HttpResponse:
    """Serve /api/cache/X from the cache, computing it from /api/X on a miss."""
    if rest.startswith(UNCACHEABLE_PREFIXES):
        return api_not_found(request)
    if request.method not in ("GET", "HEAD"):
        error = ApiError("method_not_allowed", status=405)
        return JsonResponse(error_body(error.code, error.message(request_language(request))), status=405)
    language = request_language(request)
    control = browser_control("/" + rest)
    key = cache.response_key("api", request, language, path="/api/" + rest)
    entry = cache.current_entry(key)
    if entry is not None:
        return cache.to_response(request, entry, control=control)
    # The tags' versions before the answer is made: a save while it is made leaves it stale, not kept.
    snapshot = cache_tags.snapshot(answer_tags("GET", "/" + rest, request.GET.dict()))
    entry = cache.store(key, call_api(request, "/api/" + rest), snapshot)
    front_index.remember(request, entry.tags)
    return cache.to_response(request, entry, made=True, control=control)


def browser_control(path: str) -> str:
    """The Cache-Control of the cached twin of `path` (under /api/): a read that open pages poll
    must reach the front cache on every tick, any other the shared one."""
    found = read_at("GET", path)
    return cache.POLLED_CACHE_CONTROL if found is not None and found[0].polled else cache.CACHE_CONTROL


def call_api(request: HttpRequest, path: str) -> HttpResponse:
    """Run the API view for `path` in-process with this request's query string."""
    try:
        match = resolve(path)
    except Resolver404:
        return api_not_found(request)
    if match.url_name == "api-not-found" or match.url_name == "api-cache":
        return api_not_found(request)
    return match.func(request, *match.args, **match.kwargs)


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: a lost database is a 503 (API or page); other API errors keep the JSON error shape."""
    import sys

    from django.db import InterfaceError, OperationalError
    from django.views.defaults import server_error as django_server_error

    from .middleware import api_error_response, is_api, unavailable_response

    if isinstance(sys.exc_info()[1], (OperationalError, InterfaceError)):
        return unavailable_response(request)
    if is_api(request):
        return api_error_response(request, "server_error", 500)
    return django_server_error(request)
