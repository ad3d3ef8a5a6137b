"""Pages: every non-API path is the React app rendered on the server with its data embedded."""
import json
import logging
from collections.abc import Callable
from dataclasses import replace
from functools import wraps

import orjson
from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.template.loader import render_to_string
from django.utils import timezone

from common import cache, cache_tags, health
from common.languages import Language, is_embeddable_path, language_from_path, translated
from common.middleware import api_error_response
from common.theme import THEME_COLOURS, Theme, chosen_theme
from corrections.logic import FEED_TITLE as CORRECTIONS_FEED_TITLE
from news.logic import article_path
from pages.logic import site_notice
from performance import front_index
from performance.packing import pack_renditions

from . import ad_slots, catalogs, ssr
from .assets import build_id, entry_assets
from .reads import PageRead, References, make_reads, page_tags, planned_reads
from .screens import ARTICLE_SCREEN, Screen, match_screen, screen_table
from .site_url import site_url
from .structured import structured_data

logger = logging.getLogger("portal.web")

# The same prefix common.middleware opens to frames (CSP frame-ancestors *).


def _inner_path(path: str, language: Language) -> str:
    if language == "en":
        inner = path[3:] or "/"
        return inner if inner.startswith("/") else f"/{inner}"
    return path


def _json_text(value: object) -> str:
    """Compact JSON with the text as it is (orjson: the page's data is its largest encode)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def _for_script(json_text: str) -> str:
    """JSON safe inside <script type="application/json">: no closing tag can be formed."""
    return json_text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _alternates(
    screen: Screen | None, language: Language, mn_url: str, en_url: str, pair_url: str | None,
) -> list[dict[str, str]]:
    """hreflang pairs only where the other language has the same screen, or, for one article, its
    translation or original (news/translations.py)."""
    own = en_url if language == "en" else mn_url
    if pair_url is not None:
        mn_url, en_url = (own, pair_url) if language == "mn" else (pair_url, own)
    elif screen is None or not screen.is_in_both_editions:
        return [{"lang": language, "href": own}]
    return [{"lang": "mn", "href": mn_url}, {"lang": "en", "href": en_url}, {"lang": "x-default", "href": mn_url}]


# A screen's own feed (web/feeds.py), declared in its head beside the site's: its path in the edition, its title.
SCREEN_FEEDS = {"corrections": ("/corrections/rss", CORRECTIONS_FEED_TITLE)}


def _screen_feeds(screen: Screen | None, language: Language) -> list[dict[str, str]]:
    """The screen's own RSS feed for the head's <link rel="alternate">, named as the feed names itself."""
    if screen is None or screen.name not in SCREEN_FEEDS:
        return []
    path, title = SCREEN_FEEDS[screen.name]
    base = "/en" if language == "en" else ""
    return [{"href": base + path, "title": f"{translated(title, language)} · {settings.SITE_NAME[language]}"}]


def _live_feed(article: dict | None, language: Language) -> list[dict[str, str]]:
    """A live article's own feed of updates (web/feeds.py live_rss), named by the article's title."""
    if not article or not article.get("live"):
        return []
    base = "/en" if language == "en" else ""
    return [{"href": f"{base}/live/{article['lid']}/rss", "title": article["title"]}]


def _article(screen: Screen | None, reads: list[PageRead]) -> dict | None:
    """The article an article page shows (its first read, as the API wrote it); None on other screens
    or when it is not found."""
    if screen is None or screen.name != ARTICLE_SCREEN:
        return None
    read = next((read for read in reads if read.declared is screen.reads[0]), None)
    data = read.data if read and read.answer.status == 200 else None
    entity = data.get("entity") if isinstance(data, dict) else None
    return entity if isinstance(entity, dict) else None


def _content_language(screen: Screen | None, reads: list[PageRead]) -> Language | None:
    """The language of the article an article page shows."""
    found = (_article(screen, reads) or {}).get("language")
    return found if found in ("mn", "en") else None


def _pair_path(screen: Screen | None, reads: list[PageRead]) -> str | None:
    """The address of the article's other edition, when it has one readers may open."""
    pair = (_article(screen, reads) or {}).get("pair")
    return article_path(pair["lid"], pair["language"]) if isinstance(pair, dict) else None


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
    """Render any page path; cached per site, path, language, theme and content version for anonymous readers."""
    language = language_from_path(request.path_info)
    site = site_url(request)
    cacheable = request.method in ("GET", "HEAD") and not request.user.is_authenticated
    # The page carries the reader's theme on <html>: one copy per theme (none, light, dark), never
    # one reader's theme for another (docs/adr/015-theme-in-the-page-cache-key.md).
    theme = chosen_theme(request.COOKIES)
    # Its links are absolute, on the address the reader reached (web/site_url.py): one copy per site.
    key = cache.response_key(f"page-{build_id()}-{theme or 'device'}", request, language, site=site)
    if cacheable:
        entry = cache.current_entry(key)
        if entry is not None:
            return cache.to_response(request, entry, vary="Cookie")
    response, snapshot = _render_page(request, language, theme, site)
    if response.status_code == 301:
        return response  # to the content's own edition: not kept (an entry holds no Location)
    if cacheable:
        entry = cache.store(key, response, snapshot)
        front_index.remember(request, entry.tags)
        return cache.to_response(request, entry, vary="Cookie", made=True)
    # A logged-in editor's page: never kept by a shared cache nor shown to anyone else.
    response["Cache-Control"] = cache.PRIVATE_CACHE_CONTROL
    response["Vary"] = "Cookie"
    return response


def _render_page(
    request: HttpRequest, language: Language, theme: Theme | None, site: str,
) -> tuple[HttpResponse, cache_tags.Snapshot]:
    """The page, and its tags' versions taken before its reads were made (common/cache_tags.py)."""
    inner = _inner_path(request.path_info, language)
    screen, params = match_screen(inner)
    refs = References(params, request.GET)
    has_layout = screen is None or screen.has_layout  # a path no screen shows is the 404 screen, in the layout
    layout = planned_reads(screen_table().layout_reads if has_layout else (), refs)
    own = planned_reads(screen.reads if screen else (), refs)
    snapshot = cache_tags.snapshot(page_tags(layout, is_layout=True) | page_tags(own, is_layout=False))
    reads = make_reads(layout, language, is_layout=True) + make_reads(own, language)
    status = 200 if screen and not any(read.is_missing for read in reads) else 404
    query_string = request.META.get("QUERY_STRING", "")
    edition = _content_language(screen, reads)
    if edition and edition != language:
        return _to_edition(edition, inner, query_string), snapshot
    path = inner + (f"?{query_string}" if query_string else "")
    page = render_document(language, inner, path, screen, reads, status, site, keep_layout=has_layout, theme=theme)
    return page, snapshot


def render_document(
    language: Language,
    inner: str,
    path: str,
    screen: Screen | None,
    reads: list[PageRead],
    status: int,
    site: str,
    preview: dict[str, str] | None = None,
    keep_layout: bool = False,
    theme: Theme | None = None,
) -> HttpResponse:
    """The HTML page of a screen from its embedded reads (the layout's first), drawn on the server.

    `site` is the origin its absolute links start with (web/site_url.py).

    `preview` (web/preview.py) marks the newsroom's preview: a notice above the screen, no index,
    and no app code when the server drew the screen, so nothing on it counts or posts anything.
    `keep_layout` lets the renderer reuse the layout it drew for an earlier page with the same layout
    reads (web/ssr.py). `theme`, the reader's choice (common/theme.py), goes on <html data-theme>;
    None follows the device's preference.
    """
    # To the second: the layout's relative times are drawn from it, and pages made in the same
    # second share one drawing of the layout (frontend/src/app/layout/shell.ts).
    server_time = timezone.localtime().replace(microsecond=0).isoformat()
    payload = {
        "lang": language,
        "path": path,
        "serverTime": server_time,
        "reads": [read.embedded() for read in reads],
        "siteUrl": site,
        "adSlots": ad_slots.filled_slots(language),
        # The footer's one line, e.g. that the portal runs on demo content (pages.SiteNotice).
        "siteNotice": "" if screen and not screen.has_layout else site_notice(language),
    }
    payload_json = pack_renditions(_json_text(payload))  # once: for V8 and for the page (performance/packing.py)
    rendered = ssr.render(payload_json, path, keep_layout)
    head = rendered.head if rendered else {"title": settings.SITE_NAME[language], "description": "", "image": ""}
    head.setdefault("type", "website")
    if rendered and rendered.status == 404:
        status = 404
    if rendered and rendered.unembedded:
        # The screen made a read its declaration (frontend app/screens.ts) does not list, or with
        # other values: it was drawn loading on the server and costs a request after hydration.
        logger.warning("%s read %s, which the page does not embed", path, ", ".join(rendered.unembedded))
    mn_path, en_path = inner, ("/en" + inner if inner != "/" else "/en/")
    pair_path = _pair_path(screen, reads)
    pair_url = site + pair_path if pair_path else None
    assets = entry_assets(rendered.chunks if rendered else (), language)
    if preview and rendered:
        assets = replace(assets, boot="", script="")
    context = {
        "lang": language,
        "server_time": server_time,
        "head": head,
        "canonical": site + (en_path if language == "en" else mn_path),
        "alternates": _alternates(screen, language, site + mn_path, site + en_path, pair_url),
        "site_name": settings.SITE_NAME[language],
        "base": "/en" if language == "en" else "",
        "feeds": _screen_feeds(screen, language) + _live_feed(_article(screen, reads), language),
        "assets": assets,
        "body": rendered.html if rendered else "",
        "payload_json": _for_script(payload_json),
        "structured_json": [] if preview else [
            _for_script(_json_text(item)) for item in structured_data(screen, reads, language, site)
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
    site = site_url(request)
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
