"""Lite pages: /lite + a screen's path (and /en/lite/...), drawn by Django's templates without a script.

Each page is cached as the full pages are (web/views.py): in the shared cache under a key of its own,
with the tags of its reads (common/cache_tags.py), so an editor's save purges the lite twin with the
full page, and the front caches keep it by the same headers (Surrogate-Key, Cache-Control). The forms
post here, through the logic the API's endpoints call (comments/logic.py, polls/logic.py, the reader's
signed id of common/readers.py, the throttles); the cross-site write middleware refuses another site's
post before it arrives. Django's CSRF check is off for them: a page cached for everyone cannot carry a
per-reader token, and common/cross_site.py is the portal's check for every reader write (ADR 024).
"""
from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed, HttpResponsePermanentRedirect
from django.template.loader import render_to_string
from django.views.decorators.csrf import csrf_exempt

from common import cache, cache_tags
from common.languages import Language, language_from_path, translated
from performance import front_index
from web.assets import build_id
from web.reads import References, make_reads, page_tags, planned_reads, read_tags
from web.screens import Read, Screen, match_screen
from web.site_url import site_url

from . import actions, screens
from .notes import NOTE_PARAM, Note, read_note
from .screens import EXTRA_SCREENS, TITLES, kind_of

Made = tuple[HttpResponse, cache_tags.Snapshot]
ARTICLE_READ = Read(api="/api/cache/news/read/:newsid", required=True)


def lite_base(language: Language) -> str:
    return "/en/lite" if language == "en" else "/lite"


def full_path(language: Language, inner: str) -> str:
    """The full twin's path of lite page `inner` (a path inside the edition)."""
    if language == "en":
        return "/en/" if inner == "/" else "/en" + inner
    return inner


def _inner(request: HttpRequest, language: Language) -> str:
    """The screen's path inside its edition: what follows /lite (or /en/lite)."""
    rest = request.path_info.removeprefix("/en").removeprefix("/lite")
    return rest if rest.startswith("/") else "/" + rest


def _match(inner: str) -> tuple[Screen | None, dict[str, str | None]]:
    for extra in EXTRA_SCREENS:
        found = extra.pattern.match(inner)
        if found:
            return extra, found.groupdict()
    screen, params = match_screen(inner)
    if screen is not None and kind_of(screen) is None:
        return None, {}
    return screen, params


def _is_reader(request: HttpRequest) -> bool:
    """No one signed in. Without a session cookie the session is not even opened: a reader's lite page
    then depends on no cookie at all (no `Vary: Cookie` for the caches beyond nginx)."""
    return settings.SESSION_COOKIE_NAME not in request.COOKIES or not request.user.is_authenticated


def _serve(request: HttpRequest, make: Callable[[], Made]) -> HttpResponse:
    """The page from the cache, or made and kept: for readers' GETs without a form's note."""
    language = language_from_path(request.path_info)
    cacheable = request.method in ("GET", "HEAD") and _is_reader(request) and NOTE_PARAM not in request.GET
    key = cache.response_key(f"lite-{build_id()}", request, language, site=site_url(request))
    if cacheable:
        entry = cache.current_entry(key)
        if entry is not None:
            return _shared(cache.to_response(request, entry))
    response, snapshot = make()
    if response.status_code in (301, 302, 303):
        return response
    if cacheable:
        entry = cache.store(key, response, snapshot)
        front_index.remember(request, entry.tags)
        return _shared(cache.to_response(request, entry, made=True))
    # A form's result, or an editor's view: this reader's alone.
    response["Cache-Control"] = "no-store" if NOTE_PARAM in request.GET or request.method == "POST" else \
        cache.PRIVATE_CACHE_CONTROL
    return response


def _shared(response: HttpResponse) -> HttpResponse:
    """A reader's page depends on nothing of the request but its address (no theme, no reader, no
    language header): no Vary of its own; whoever compresses it adds Accept-Encoding."""
    del response["Vary"]
    return response


def _unshared(response: HttpResponse) -> HttpResponse:
    """A form's answer: for this reader, never kept."""
    response["Cache-Control"] = "no-store"
    return response


@csrf_exempt
def page(request: HttpRequest, rest: str = "") -> HttpResponse:
    """Any lite path: the lite twin of the screen its path shows; a poll's page also takes its vote."""
    language = language_from_path(request.path_info)
    inner = _inner(request, language)
    screen, params = _match(inner)
    if request.method == "POST":
        if screen is None or kind_of(screen) != "poll":
            return HttpResponseNotAllowed(["GET", "HEAD"])
        try:
            return _unshared(actions.vote(request, language, params, lambda note, status: _screen_page(
                request, language, inner, screen, params, note=note, status=status)[0]))
        except Http404:
            return _unshared(_not_found(request, language, inner)[0])
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET", "HEAD", "POST"])
    note = read_note(request.GET.get(NOTE_PARAM))
    if screen is None:
        return _serve(request, lambda: _not_found(request, language, inner))
    return _serve(request, lambda: _screen_page(request, language, inner, screen, params, note=note))


@csrf_exempt
def comments(request: HttpRequest, newsid: str) -> HttpResponse:
    """An article's comments and the form to add one (the full page shows them under the article)."""
    language = language_from_path(request.path_info)
    if request.method == "POST":
        try:
            return _unshared(actions.comment(request, language, newsid, lambda note, status, typed: _comments_page(
                request, language, newsid, note=note, status=status, typed=typed)[0]))
        except Http404:
            return _unshared(_not_found(request, language, f"/{newsid}/r/comments")[0])
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET", "HEAD", "POST"])
    note = read_note(request.GET.get(NOTE_PARAM))
    return _serve(request, lambda: _comments_page(request, language, newsid, note=note))


def _screen_page(
    request: HttpRequest, language: Language, inner: str, screen: Screen, params: dict[str, str | None],
    note: Note | None = None, status: int = 200,
) -> Made:
    refs = References(params, request.GET)
    own = planned_reads(screens.reads_of(screen), refs)
    tags = page_tags(own, is_layout=False)
    poll_id = params.get("pollId") if screen.name == "poll" else None
    if poll_id:
        tags.add("polls")
    snapshot = cache_tags.snapshot(tags)
    reads = make_reads(own, language)
    if any(read.is_missing for read in reads):
        return _not_found(request, language, inner)[0], snapshot
    built = screens.page(screen, reads, translated(TITLES.get(screen.name, settings.SITE_NAME[language]), language))
    if built.kind == "article":
        edition = built.context["article"].get("language")
        if edition in ("mn", "en") and edition != language:
            response = HttpResponsePermanentRedirect(lite_base(edition) + inner)
            response["Cache-Control"] = "public, max-age=300"
            return response, snapshot
    if poll_id:
        poll = actions.poll_by_id(int(poll_id), language)
        if poll is None:
            return _not_found(request, language, inner)[0], snapshot
        built.context["poll"] = poll
    context = _frame(request, language, inner, built.title, note, is_both=screen.is_in_both_editions)
    context.update(built.context, kind=built.kind, screen=screen.name)
    html = render_to_string(f"lite/{built.kind}.html", context)
    return HttpResponse(html, status=status), snapshot


def _comments_page(
    request: HttpRequest, language: Language, newsid: str, note: Note | None = None, status: int = 200,
    typed: dict[str, str] | None = None,
) -> Made:
    inner = f"/{newsid}/r"
    planned = planned_reads([ARTICLE_READ], References({"newsid": newsid}, request.GET))
    tags = page_tags(planned, is_layout=False) | read_tags(ARTICLE_READ, {"newsid": newsid}) | {"comments"}
    snapshot = cache_tags.snapshot(tags)
    reads = make_reads(planned, language)
    if not reads or reads[0].answer.status != 200:
        return _not_found(request, language, inner + "/comments")[0], snapshot
    article = reads[0].data["entity"]
    if article.get("language") in ("mn", "en") and article["language"] != language:
        response = HttpResponsePermanentRedirect(lite_base(article["language"]) + inner + "/comments")
        response["Cache-Control"] = "public, max-age=300"
        return response, snapshot
    context = _frame(request, language, inner, article["title"], note, is_both=False)
    context.update(
        kind="comments", article=article, comments=actions.comment_tree(newsid), typed=typed or {},
        limits=actions.COMMENT_LIMITS,
        form_action=lite_base(language) + inner + "/comments",
    )
    return HttpResponse(render_to_string("lite/comments.html", context), status=status), snapshot


def _not_found(request: HttpRequest, language: Language, inner: str) -> Made:
    context = _frame(request, language, inner, translated(screens.NOT_FOUND, language), None, is_both=False)
    context.update(kind="not_found")
    snapshot = cache_tags.snapshot({cache_tags.SITE, "ads", "pages"})
    return HttpResponse(render_to_string("lite/not_found.html", context), status=404), snapshot


def _frame(
    request: HttpRequest, language: Language, inner: str, title: str, note: Note | None, is_both: bool,
) -> dict[str, object]:
    """What every lite page has: its edition, title, links to its full twin and the other edition, the
    one text ad, and a form's result."""
    site = site_url(request)
    full = full_path(language, inner)
    kept = request.GET.copy()
    kept.pop(NOTE_PARAM, None)
    kept_query = kept.urlencode()
    other: Language = "en" if language == "mn" else "mn"
    return {
        "lang": language,
        "title": title,
        "site_name": settings.SITE_NAME[language],
        "lite": lite_base(language),
        "base": "/en" if language == "en" else "",
        "canonical": site + full,
        "full_url": full + (f"?{kept_query}" if kept_query else ""),
        "other_lang": other,
        "other_url": lite_base(other) + (inner if is_both else "/"),
        "here": lite_base(language) + inner,
        "note": note,
        "ad": actions.text_ad(language),
    }
