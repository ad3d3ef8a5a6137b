"""The in-process front cache (performance/front_cache.py): what it keeps, what it never keeps, and how
an editor's save reaches readers through it."""
import gzip
import threading

import pytest
from django.core.cache import cache as shared_cache
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import RequestFactory

from common import cache_tags
from news.tests import factories
from performance.front_cache import EdgeCache, request_key

pytestmark = pytest.mark.django_db


class CountingApp:
    """Django's WSGI handler, counting how often the edge cache lets a request through."""

    def __init__(self) -> None:
        self.handler = WSGIHandler()
        self.calls = 0

    def __call__(self, environ, start_response):
        self.calls += 1
        return self.handler(environ, start_response)


class Answer:
    def __init__(self, status: str, headers: list[tuple[str, str]], body: bytes) -> None:
        self.status, self.body = status, body
        self.headers = {k.lower(): v for k, v in headers}

    @property
    def code(self) -> int:
        return int(self.status.split()[0])


def call(app, path: str, method: str = "GET", **headers) -> Answer:
    environ = RequestFactory().generic(method, path, **headers).environ
    seen: dict = {}

    def start_response(status, response_headers, exc_info=None):
        seen["status"], seen["headers"] = status, response_headers

    result = app(environ, start_response)
    body = b"".join(result)
    if hasattr(result, "close"):
        result.close()
    return Answer(seen["status"], seen["headers"], body)


@pytest.fixture(autouse=True)
def keep_test_connection():
    """As Django's test client does: the end of a request must not close the test's transaction."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    shared_cache.clear()
    cache_tags.reset_memo()
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)
    shared_cache.clear()


@pytest.fixture
def django_app() -> CountingApp:
    return CountingApp()


@pytest.fixture
def edge(django_app) -> EdgeCache:
    return EdgeCache(django_app, max_bytes=8 * 1024 * 1024)


@pytest.fixture
def story():
    return factories.article(title="Эхний гарчиг")


def test_a_page_is_served_from_memory_after_the_first_reader(edge, django_app, story):
    first = call(edge, f"/{story.lid}/r")
    second = call(edge, f"/{story.lid}/r")
    assert first.code == second.code == 200
    assert django_app.calls == 1
    assert second.body == first.body
    assert "Эхний гарчиг" in second.body.decode()
    # Every header Django set travels with the copy: security headers, caching, language.
    for name in ("content-security-policy", "cache-control", "etag", "content-language", "x-frame-options"):
        assert second.headers[name] == first.headers[name], name
    assert second.headers["vary"] == "Cookie, Accept-Encoding"
    assert int(second.headers["content-length"]) == len(second.body)


def test_an_editors_save_reaches_the_next_reader(edge, django_app, story):
    assert "Эхний гарчиг" in call(edge, f"/{story.lid}/r").body.decode()
    story.title = "Засварласан гарчиг"
    story.save()  # the newsroom's save bumps the content version
    answer = call(edge, f"/{story.lid}/r")
    assert django_app.calls == 2
    assert "Засварласан гарчиг" in answer.body.decode()


def test_copies_expire(django_app, story):
    edge = EdgeCache(django_app, max_bytes=8 * 1024 * 1024, ttl=0)
    call(edge, "/")
    call(edge, "/")
    assert django_app.calls == 2


def test_gzip_copy_for_readers_that_accept_it(edge, story):
    plain = call(edge, "/")
    packed = call(edge, "/", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert packed.headers["content-encoding"] == "gzip"
    assert gzip.decompress(packed.body) == plain.body
    assert len(packed.body) < len(plain.body) / 2
    assert packed.headers["etag"] != plain.headers["etag"]  # two representations, two tags


def test_the_first_reader_that_asks_for_gzip_gets_gzip(edge, django_app, story):
    """A front cache filling its entry from this answer must not keep plain bytes as the gzip variant."""
    first = call(edge, f"/{story.lid}/r", HTTP_ACCEPT_ENCODING="gzip")
    assert django_app.calls == 1
    assert first.headers["content-encoding"] == "gzip"
    assert "Эхний гарчиг" in gzip.decompress(first.body).decode()
    assert first.headers["vary"] == "Cookie, Accept-Encoding"


def test_if_none_match_answers_304_without_a_body(edge, story):
    first = call(edge, "/")
    call(edge, "/")
    again = call(edge, "/", HTTP_IF_NONE_MATCH=first.headers["etag"])
    assert again.code == 304 and again.body == b""
    assert again.headers["etag"] == first.headers["etag"]
    weak = call(edge, "/", HTTP_IF_NONE_MATCH="W/" + first.headers["etag"])
    assert weak.code == 304


def test_editors_and_writes_always_reach_django(edge, django_app, story):
    call(edge, "/")
    call(edge, "/", HTTP_COOKIE="sessionid=abc; rid=1")
    call(edge, "/", method="HEAD")
    assert django_app.calls == 3
    # Readers' other cookies change nothing on a page: they share the copy.
    call(edge, "/", HTTP_COOKIE="rid=reader-1")
    assert django_app.calls == 3


@pytest.mark.parametrize(
    "path", ["/api/news/shinemedee", "/api/ads?htmlids[]=x", "/admin/", "/static/x.js", "/media/x.jpg", "/healthz"]
)
def test_paths_that_are_never_kept(path):
    environ = RequestFactory().get(path).environ
    assert request_key(environ) is None


def test_not_found_and_uncacheable_answers_are_not_kept(edge, django_app):
    call(edge, "/no-such-page/x/y/z")
    call(edge, "/no-such-page/x/y/z")
    assert django_app.calls == 2


def test_api_language_from_accept_language_is_part_of_the_key(edge, django_app, story):
    mn = call(edge, "/api/cache/categories", HTTP_ACCEPT_LANGUAGE="mn")
    en = call(edge, "/api/cache/categories", HTTP_ACCEPT_LANGUAGE="en-US,en;q=0.9")
    assert django_app.calls == 2
    assert mn.headers["content-language"] == "mn" and en.headers["content-language"] == "en"
    call(edge, "/api/cache/categories", HTTP_ACCEPT_LANGUAGE="en-GB")
    assert django_app.calls == 2  # the same language: the same copy


def test_memory_stays_within_its_bound(django_app, story):
    paths = ("/", f"/{story.lid}/r", "/en/", "/today", "/en/today", "/i/list", "/trend/list", "/brief")
    roomy = EdgeCache(django_app, max_bytes=50_000_000)
    for path in paths:
        call(roomy, path)
    assert len(roomy.entries) == len(paths)
    # A bound of three quarters of what the pages take: some must go, the rest stay under it.
    bound = roomy.entries.size * 3 // 4
    largest = max(size for _, _, size, _ in roomy.entries._entries.values())
    assert largest <= bound // 4  # each page alone is small enough to be kept
    edge = EdgeCache(django_app, max_bytes=bound)
    for _ in range(2):
        for path in paths:
            call(edge, path)
    assert 1 <= len(edge.entries) < len(paths)
    assert edge.entries.size <= bound


def fake_app(headers: list[tuple[str, str]]):
    calls = []

    def app(environ, start_response):
        calls.append(environ["PATH_INFO"])
        start_response("200 OK", [("Content-Type", "text/html"), ("ETag", '"e1"'), *headers])
        return [b"<p>hello</p>"]

    return app, calls


@pytest.mark.parametrize(
    "headers",
    [
        [("Cache-Control", "public, max-age=10"), ("Set-Cookie", "rid=1")],  # someone's cookie
        [("Cache-Control", "private, no-cache")],  # an editor's page
        [],  # nothing said: not shareable
    ],
)
def test_answers_that_are_not_shareable_are_never_kept(headers):
    app, calls = fake_app(headers)
    edge = EdgeCache(app, max_bytes=1_000_000)
    call(edge, "/page")
    call(edge, "/page")
    assert len(calls) == 2


def test_a_shareable_answer_is_kept(settings):
    app, calls = fake_app([("Cache-Control", "public, max-age=10")])
    edge = EdgeCache(app, max_bytes=1_000_000)
    assert call(edge, "/page").body == call(edge, "/page").body == b"<p>hello</p>"
    assert len(calls) == 1


class VersionedApp:
    """A page whose answer says which content it was made from; it can be held mid-render."""

    def __init__(self) -> None:
        self.content, self.calls, self.fail = "v1", 0, False
        self.status = "200 OK"
        self.started, self.go_on = threading.Event(), threading.Event()
        self.go_on.set()

    def __call__(self, environ, start_response):
        self.calls += 1
        self.started.set()
        self.go_on.wait(5)
        if self.fail:
            raise RuntimeError("the render failed")
        start_response(self.status, [("Content-Type", "text/html"), ("ETag", f'"{self.content}"'),
                                     ("Cache-Control", "public, max-age=10")])
        return [self.content.encode()]


def test_after_a_save_one_request_makes_the_page_and_the_others_get_the_copy_from_before():
    app = VersionedApp()
    edge = EdgeCache(app, max_bytes=1_000_000)
    assert call(edge, "/page").body == b"v1"
    cache_tags.bump({cache_tags.ANY})  # an editor saved
    app.content = "v2"
    app.started.clear()
    app.go_on.clear()  # the next render takes its time
    making: dict = {}
    maker = threading.Thread(target=lambda: making.update(answer=call(edge, "/page")))
    maker.start()
    assert app.started.wait(5)
    # Meanwhile other readers are not held and do not render the same page again.
    assert call(edge, "/page").body == b"v1"
    assert app.calls == 2
    app.go_on.set()
    maker.join(5)
    assert making["answer"].body == b"v2"
    assert call(edge, "/page").body == b"v2"
    assert app.calls == 2


def test_a_page_that_is_no_longer_shareable_drops_the_copy_from_before():
    app = VersionedApp()
    edge = EdgeCache(app, max_bytes=1_000_000)
    call(edge, "/page")
    cache_tags.bump({cache_tags.ANY})
    app.status = "404 Not Found"  # e.g. unpublished
    assert call(edge, "/page").code == 404
    key = request_key(RequestFactory().get("/page").environ)
    assert edge.entries.find(key) is None


def test_a_failed_render_lets_the_next_request_try_again():
    app = VersionedApp()
    edge = EdgeCache(app, max_bytes=1_000_000)
    call(edge, "/page")
    cache_tags.bump({cache_tags.ANY})
    app.content, app.fail = "v2", True
    with pytest.raises(RuntimeError):
        call(edge, "/page")
    app.fail = False
    assert call(edge, "/page").body == b"v2"  # not the old copy forever: the failed request let go
    assert app.calls == 3
