"""The reader's colour theme (common/theme.py): a page carries the `theme` cookie's choice on
<html data-theme> from the server, so the first paint has it, and no cache of pages gives one
reader's theme to another (docs/adr/015-theme-in-the-page-cache-key.md)."""
import re

import pytest
from django.core.cache import cache as shared_cache
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import Client, RequestFactory

from common import cache_tags
from common.theme import chosen_theme, theme_in_cookie_header
from news.tests import factories
from performance.front_cache import EdgeCache
from web import views

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


@pytest.fixture
def story():
    return factories.article(title="Өнгөний гарчиг")


def html_tag(html: str) -> str:
    found = re.search(r"<html[^>]*>", html)
    assert found, "no <html> tag"
    return found.group(0)


def head_meta(html: str, name: str) -> list[str]:
    return re.findall(rf'<meta name="{name}"[^>]*>', html)


def reader(theme: str | None = None) -> Client:
    client = Client()
    if theme is not None:
        client.cookies["theme"] = theme
    return client


@pytest.mark.parametrize("path", ["/", "/en/", "article"])
def test_a_chosen_theme_is_on_html_in_the_servers_page(story, path):
    url = f"/{story.lid}/r" if path == "article" else path
    for theme in ("dark", "light"):
        html = reader(theme).get(url).content.decode()
        other = "light" if theme == "dark" else "dark"
        assert f'data-theme="{theme}"' in html_tag(html)
        assert head_meta(html, "color-scheme") == [f'<meta name="color-scheme" content="{theme}">']
        # The browser's bar takes the chosen theme's colour, whatever the device prefers.
        colours = head_meta(html, "theme-color")
        assert any(f'data-theme-colour="{theme}"' in meta and "media=" not in meta for meta in colours), colours
        assert any(f'data-theme-colour="{other}"' in meta and 'media="not all"' in meta for meta in colours), colours


@pytest.mark.parametrize("cookie", [None, "", "sepia", "DARK"])
def test_without_a_choice_the_page_follows_the_device(story, cookie):
    html = reader(cookie).get("/").content.decode()
    assert "data-theme" not in html_tag(html)
    assert head_meta(html, "color-scheme") == ['<meta name="color-scheme" content="light dark">']
    colours = head_meta(html, "theme-color")
    assert len(colours) == 2
    assert any('media="(prefers-color-scheme: light)"' in meta and "#0b4f8a" in meta for meta in colours)
    assert any('media="(prefers-color-scheme: dark)"' in meta and "#10263d" in meta for meta in colours)


def test_the_page_cache_keeps_one_copy_per_theme_and_serves_each_reader_their_own(story, monkeypatch):
    drawn: list[str | None] = []
    render = views._render_page

    def counting(request, language, theme, site):
        drawn.append(theme)
        return render(request, language, theme, site)

    monkeypatch.setattr(views, "_render_page", counting)
    url = f"/{story.lid}/r"
    order = ["dark", None, "light", "dark", None, "light", "sepia"]
    pages = [reader(theme).get(url) for theme in order]

    assert drawn == ["dark", None, "light"]  # the rest came from the cache
    for theme, page in zip(order, pages, strict=True):
        tag = html_tag(page.content.decode())
        if theme in ("dark", "light"):
            assert f'data-theme="{theme}"' in tag
        else:
            assert "data-theme" not in tag
        assert page["Vary"] == "Cookie" and "public" in page["Cache-Control"]
    assert len({page["ETag"] for page in pages}) == 3


@pytest.fixture
def wsgi_requests():
    """As Django's test client does: the end of a request must not close the test's transaction."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    shared_cache.clear()
    cache_tags.reset_memo()
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


def test_the_front_cache_in_the_app_server_keeps_the_themes_apart(story, wsgi_requests):
    calls = []
    django = WSGIHandler()

    def app(environ, start_response):
        calls.append(environ.get("HTTP_COOKIE", ""))
        return django(environ, start_response)

    edge = EdgeCache(app, max_bytes=8 * 1024 * 1024)

    def tag_for(cookie: str) -> str:
        environ = RequestFactory().get("/", HTTP_COOKIE=cookie).environ if cookie else RequestFactory().get("/").environ
        result = edge(environ, lambda status, headers, exc_info=None: None)
        body = b"".join(result)
        if hasattr(result, "close"):
            result.close()
        return html_tag(body.decode())

    assert 'data-theme="dark"' in tag_for("theme=dark")
    assert "data-theme" not in tag_for("")
    assert "data-theme" not in tag_for("_ga=GA1.2.3")
    assert 'data-theme="light"' in tag_for("big_banner_shown=1732350000; theme=light")
    assert 'data-theme="dark"' in tag_for("_ga=GA1.2.3; theme=dark")
    assert len(calls) == 3  # one page per theme; the other readers got a kept copy


def test_the_theme_is_read_from_parsed_cookies_and_from_the_raw_header_alike():
    for header, theme in [("theme=dark", "dark"), ("a=1; theme=light; b=2", "light"), ("mytheme=dark", None),
                          ("theme=darker", None), ("theme=", None), ("", None), ("x=theme=dark", None)]:
        assert theme_in_cookie_header(header) == theme, header
        parsed = dict(part.strip().split("=", 1) for part in header.split(";") if "=" in part)
        assert chosen_theme(parsed) == theme, header
