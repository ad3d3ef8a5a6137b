"""The screen kind a request is counted under: a bounded set of label values, never a raw path.

Pages are named by their screen (web/screens.py, `page:article`), API reads by their route
(`api:news/<int:id>`; a cached twin by the route it caches, `api:cache/news/<int:id>`), the rest by what
they are: `admin`, `static`, `media`, `feed` (RSS, sitemaps), `translations`, `health`, `metrics`.
"""
from django.http import HttpRequest
from django.urls import Resolver404, resolve

from common.languages import language_from_path

# The kind a request is counted under, kept in its WSGI environ (Django's request.META is that dict), so
# the front cache (performance/front_cache.py) keeps it with the answer and counts its hits under it too.
ENVIRON_KEY = "portal.kind"

_PREFIXES = (("/static/", "static"), ("/admin/", "admin"), ("/media/", "media"), ("/translations/", "translations"))
_NAMED = {
    "healthz": "health", "readyz": "health", "metrics": "metrics", "robots": "robots", "favicon": "static",
    "api-not-found": "api:unknown",
}


def by_path(path: str) -> str | None:
    for prefix, kind in _PREFIXES:
        if path.startswith(prefix):
            return kind
    return None


def kind_of(request: HttpRequest) -> str:
    path = request.path_info
    fixed = by_path(path)
    if fixed:
        return fixed
    match = request.resolver_match
    if match is None:  # answered by a middleware before any view (a redirect, a refusal)
        return "other"
    name = match.url_name or ""
    if name == "page":
        return _page_kind(path)
    if name == "api-cache":
        return "api:cache/" + _api_route("/api/" + str(match.kwargs.get("rest", "")))
    if match.route.startswith("api/"):
        return "api:" + match.route[4:]
    if name in _NAMED:
        return _NAMED[name]
    if name.startswith(("rss", "sitemap", "news-sitemap")):
        return "feed"
    return name or "other"


def _page_kind(path: str) -> str:
    from web.screens import match_screen

    inner = path[3:] or "/" if language_from_path(path) == "en" else path
    screen, _ = match_screen(inner if inner.startswith("/") else "/" + inner)
    return f"page:{screen.name}" if screen else "page:none"


def _api_route(path: str) -> str:
    try:
        route = resolve(path).route
    except Resolver404:
        return "unknown"
    return route[4:] if route.startswith("api/") else "unknown"
