"""Pages: every non-API path is the React app rendered on the server with its data embedded."""
import json
import logging
from collections.abc import Callable
from dataclasses import replace
from functools import wraps
from urllib.parse import unquote

import orjson
from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.http.request import QueryDict
from django.template.loader import render_to_string
from django.utils import timezone

from common import cache, health
from common.languages import Language, is_embeddable_path, language_from_path
from common.local_cache import LocalLru
from common.middleware import api_error_response
from common.theme import THEME_COLOURS, Theme, chosen_theme
from common.views import cached_api, call_api
from pages.logic import site_notice

from . import ad_slots, catalogs, ssr
from .assets import build_id, entry_assets
from .packing import pack_renditions
from .routes import BARE_ROUTES, LAYOUT_NEEDS, SINGLE_LANGUAGE_ROUTES, DataNeed, PageRoute, match_route
from .structured import structured_data

logger = logging.getLogger("portal.web")

# The same prefix common.middleware opens to frames (CSP frame-ancestors *).


def _inner_path(path: str, language: Language) -> str:
    if language == "en":
        inner = path[3:] or "/"
        return inner if inner.startswith("/") else f"/{inner}"
    return path


# Parsed API reads a page embeds, kept per process: the layout's lists are the same on every page,
# so an uncached page parses and fetches only its own data (common/local_cache.py).
_reads: LocalLru[tuple[int, object]] = LocalLru(max_bytes=16 * 1024 * 1024, ttl=10.0)


def _fetch(request: HttpRequest, need: DataNeed, language: Language) -> tuple[str, int, object]:
    """Run one API read in-process through its cached twin; returns (url, status, data)."""
    url = need.url(language)
    if need.method == "GET":
        version = cache.content_version()
        kept = _reads.get(url, version)
        if kept is None:
            status, content, data = _read(request, need, url, language)
            kept = (status, data)
            if status in (200, 404):
                _reads.put(url, version, kept, len(content) * 3)
        return url, kept[0], kept[1]
    status, _, data = _read(request, need, url, language)
    return url, status, data


def _read(request: HttpRequest, need: DataNeed, url: str, language: Language) -> tuple[int, bytes, object]:
    sub = HttpRequest()
    sub.method = "GET"
    # Resolved like a real request: Django's path is the decoded one (e.g. a Cyrillic tag slug).
    sub.path = sub.path_info = unquote(need.path)
    sub.GET = QueryDict(url.partition("?")[2])
    sub.META = {k: v for k, v in request.META.items() if k != "HTTP_IF_NONE_MATCH"}
    sub.portal_language = language  # type: ignore[attr-defined]
    if need.method == "POST":
        # A POST read (election news) is run uncached with its fields as form data; the page is cached.
        sub.method, sub.POST, sub.GET = "POST", sub.GET, QueryDict()
        response = call_api(sub, sub.path)
    else:
        response = cached_api(sub, sub.path.removeprefix("/api/cache/"))
    try:
        data = orjson.loads(response.content) if response.content else None
    except ValueError:
        data = None
    return response.status_code, response.content, data


def embedded_reads(request: HttpRequest, needs: list[DataNeed], language: Language) -> tuple[dict[str, dict], bool]:
    """The answers a page embeds, keyed by URL; and whether a read the screen requires found nothing."""
    queries: dict[str, dict] = {}
    is_missing = False
    for need in needs:
        url, code, data = _fetch(request, need, language)
        queries[url] = {"status": code, "data": data}
        is_missing = is_missing or (need.required and code == 404)
    return queries, is_missing


def _json_text(value: object) -> str:
    """Compact JSON with the text as it is (orjson: the page's data is its largest encode)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def _for_script(json_text: str) -> str:
    """JSON safe inside <script type="application/json">: no closing tag can be formed."""
    return json_text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _alternates(route: PageRoute | None, language: Language, mn_url: str, en_url: str) -> list[dict[str, str]]:
    """hreflang pairs only where the other language has the same screen."""
    if route is None or route.name in SINGLE_LANGUAGE_ROUTES:
        return [{"lang": language, "href": en_url if language == "en" else mn_url}]
    return [{"lang": "mn", "href": mn_url}, {"lang": "en", "href": en_url}, {"lang": "x-default", "href": mn_url}]


def _content_language(
    route: PageRoute | None, params: dict[str, str], queries: dict[str, dict], language: Language
) -> Language | None:
    """The language of the article an article page shows; None on other screens or when it is not found."""
    if route is None or route.name != "article":
        return None
    answer = queries.get(route.needs(params)[0].url(language), {})
    data = answer.get("data") if answer.get("status") == 200 else None
    entity = data.get("entity") if isinstance(data, dict) else None
    found = entity.get("language") if isinstance(entity, dict) else None
    return found if found in ("mn", "en") else None


def _to_edition(language: Language, inner: str, query_string: str) -> HttpResponse:
    """An article opened at the other edition's path moves to its own: one URL per article, and a
    page whose <html lang> is the language of its text. Short-lived, in case an editor corrects it."""
    location = ("/en" if language == "en" else "") + inner + (f"?{query_string}" if query_string else "")
    response = HttpResponsePermanentRedirect(location)
    response["Cache-Control"] = "public, max-age=300"
    return response


def _frameable_embeds(view: Callable[[HttpRequest], HttpResponse]) -> Callable[[HttpRequest], HttpResponse]:
    """Only the embeddable screens (/iframe/...) may be framed by other sites: no X-Frame-Options there
    (common.middleware sets their CSP frame-ancestors to *); every other page keeps DENY."""

    @wraps(view)
    def wrapper(request: HttpRequest) -> HttpResponse:
        response = view(request)
        if is_embeddable_path(request.path_info):
            response.xframe_options_exempt = True
        return response

    return wrapper


@_frameable_embeds
def page(request: HttpRequest) -> HttpResponse:
    """Render any page path; cached per path, language, theme and content version for anonymous readers."""
    language = language_from_path(request.path_info)
    cacheable = request.method in ("GET", "HEAD") and not request.user.is_authenticated
    # The page carries the reader's theme on <html>: one copy per theme (none, light, dark), never
    # one reader's theme for another (docs/adr/015-theme-in-the-page-cache-key.md).
    theme = chosen_theme(request.COOKIES)
    key = cache.response_key(f"page-{build_id()}-{theme or 'device'}", request, language)
    if cacheable:
        entry = cache.safe_get(key)
        if entry is not None:
            return cache.to_response(request, entry, vary="Cookie")  # type: ignore[arg-type]
    response = _render_page(request, language, theme)
    if response.status_code == 301:
        return response  # to the content's own edition: not kept (an entry holds no Location)
    if cacheable:
        return cache.to_response(request, cache.store(key, response), vary="Cookie")
    # A logged-in editor's page: never kept by a shared cache nor shown to anyone else.
    response["Cache-Control"] = cache.PRIVATE_CACHE_CONTROL
    response["Vary"] = "Cookie"
    return response


def _render_page(request: HttpRequest, language: Language, theme: Theme | None) -> HttpResponse:
    inner = _inner_path(request.path_info, language)
    route, params = match_route(inner)
    if route:
        # A route may read its query string too (the search page embeds its first results).
        params.update({name: request.GET[name] for name in route.query_params if name in request.GET})
    layout_needs = [] if route and route.name in BARE_ROUTES else LAYOUT_NEEDS
    needs = layout_needs + (route.needs(params) if route else [])
    queries, is_missing = embedded_reads(request, needs, language)
    status = 200 if route and not is_missing else 404
    query_string = request.META.get("QUERY_STRING", "")
    own = _content_language(route, params, queries, language)
    if own and own != language:
        return _to_edition(own, inner, query_string)
    path = inner + (f"?{query_string}" if query_string else "")
    layout_reads = [need.url(language) for need in layout_needs] or None
    return render_document(language, inner, path, route, queries, status, layout_reads=layout_reads, theme=theme)


def render_document(
    language: Language,
    inner: str,
    path: str,
    route: PageRoute | None,
    queries: dict[str, dict],
    status: int,
    preview: dict[str, str] | None = None,
    layout_reads: list[str] | None = None,
    theme: Theme | None = None,
) -> HttpResponse:
    """The HTML page of a screen from its embedded reads, drawn on the server.

    `preview` (web/preview.py) marks the newsroom's preview: a notice above the screen, no index,
    and no app code when the server drew the screen, so nothing on it counts or posts anything.
    `layout_reads`, the URLs of the layout's own reads, lets the renderer reuse the layout it drew
    for an earlier page with the same reads (web/ssr.py). `theme`, the reader's choice
    (common/theme.py), goes on <html data-theme>; None follows the device's preference.
    """
    # To the second: the layout's relative times are drawn from it, and pages made in the same
    # second share one drawing of the layout (frontend/src/app/layout/shell.ts).
    server_time = timezone.localtime().replace(microsecond=0).isoformat()
    payload = {
        "lang": language,
        "path": path,
        "serverTime": server_time,
        "queries": queries,
        "siteUrl": settings.SITE_URL,
        "adSlots": ad_slots.filled_slots(language),
        # The footer's one line, e.g. that the portal runs on demo content (pages.SiteNotice).
        "siteNotice": "" if route and route.name in BARE_ROUTES else site_notice(language),
    }
    payload_json = pack_renditions(_json_text(payload))  # once: for V8 and for the page (web/packing.py)
    rendered = ssr.render(payload_json, path, layout_reads)
    head = rendered.head if rendered else {"title": settings.SITE_NAME[language], "description": "", "image": ""}
    head.setdefault("type", "website")
    if rendered and rendered.status == 404:
        status = 404
    if rendered and rendered.unembedded:
        # The screen asked for a URL routes.py does not embed (its parameters differ, say): it was
        # drawn loading on the server and costs a request after hydration.
        logger.warning("%s read %s, which the page does not embed", path, ", ".join(rendered.unembedded))
    site = settings.SITE_URL.rstrip("/")
    mn_path, en_path = inner, ("/en" + inner if inner != "/" else "/en/")
    assets = entry_assets(rendered.chunks if rendered else (), language)
    if preview and rendered:
        assets = replace(assets, boot="", script="")
    context = {
        "lang": language,
        "server_time": server_time,
        "head": head,
        "canonical": site + (en_path if language == "en" else mn_path),
        "alternates": _alternates(route, language, site + mn_path, site + en_path),
        "site_name": settings.SITE_NAME[language],
        "base": "/en" if language == "en" else "",
        "assets": assets,
        "body": rendered.html if rendered else "",
        "payload_json": _for_script(payload_json),
        "structured_json": [] if preview else [
            _for_script(_json_text(item)) for item in structured_data(queries, language)
        ],
        "preview": preview,
        "theme": theme,
        "theme_colours": _theme_colours(theme),
    }
    return HttpResponse(render_to_string("web/page.html", context), status=status)


def _theme_colours(theme: Theme | None) -> list[dict[str, str | None]]:
    """The browser's bar colour of each theme, for the one on screen: the device's, or the reader's
    choice (frontend shared/lib/themeChoice.ts moves them the same way when the reader switches)."""
    def media(kind: Theme) -> str | None:
        if theme is None:
            return f"(prefers-color-scheme: {kind})"
        return None if kind == theme else "not all"

    return [{"theme": kind, "colour": colour, "media": media(kind)} for kind, colour in THEME_COLOURS.items()]


def _not_found_json(request: HttpRequest) -> JsonResponse:
    """The API's 404 shape, in the language of the request (`lang`, else Accept-Language)."""
    return api_error_response(request, "not_found", 404)


def translations(request: HttpRequest, domain: str = catalogs.DEFAULT_DOMAIN, fmt: str = "js") -> HttpResponse:
    """A UI catalog as JSON, or as a script that defines it, for each requested locale.

    `?locales=mn,en` picks the languages (both by default; unknown codes are ignored, none left
    means Mongolian). An unknown domain or format is a JSON 404, never the HTML error page.
    """
    if fmt not in catalogs.FORMATS:
        return _not_found_json(request)
    if domain not in catalogs.DOMAINS:
        return _not_found_json(request)
    requested = [code.strip() for code in request.GET.get("locales", "mn,en").split(",")]
    locales = [code for code in dict.fromkeys(requested) if code in ("mn", "en")] or ["mn"]
    data = {code: {domain: catalogs.catalog(code, domain)} for code in locales}  # type: ignore[arg-type]
    body = json.dumps({"translations": data}, ensure_ascii=False)
    if fmt == "js":
        script = f"(function(g){{g.PortalTranslations=Object.assign(g.PortalTranslations||{{}},{body});}})(this);"
        response = HttpResponse(script, content_type="application/javascript; charset=utf-8")
    else:
        response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Cache-Control"] = cache.CACHE_CONTROL
    return response


def translations_not_found(request: HttpRequest, rest: str = "") -> JsonResponse:
    """Any other path under /translations/ (no format, several dots, sub-folders)."""
    return _not_found_json(request)


def robots_txt(request: HttpRequest) -> HttpResponse:
    site = settings.SITE_URL.rstrip("/")
    lines = [
        "User-agent: *", "Disallow: /admin/", "Disallow: /api/", "Allow: /",
        f"Sitemap: {site}/sitemap.xml", f"Sitemap: {site}/news-sitemap.xml",
    ]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain")


FAVICON = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b4f8a"/>'
    '<text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" '
    'text-anchor="middle">D</text></svg>'
)


def favicon(request: HttpRequest) -> HttpResponse:
    """The site icon (an SVG, which browsers accept at /favicon.ico)."""
    response = HttpResponse(FAVICON, content_type="image/svg+xml")
    response["Cache-Control"] = "public, max-age=86400"
    return response


def healthz(request: HttpRequest) -> HttpResponse:
    """Liveness: the process answers. Touches nothing else, so a sick dependency never restarts it."""
    return HttpResponse("ok", content_type="text/plain")


def readyz(request: HttpRequest) -> HttpResponse:
    """Readiness for load balancers: 503 while the database cannot be reached; Redis is reported
    (the site serves without it, more slowly), see common/health.py."""
    report = health.readiness()
    response = JsonResponse(report, status=200 if report["status"] != "unavailable" else 503)
    response["Cache-Control"] = "no-store"
    return response
