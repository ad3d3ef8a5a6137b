"""Installing and offline reading (web/offline.py): the web app manifest of each edition, the
service worker at the site's root, and the page head that links them."""
import json
import os
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import Client
from PIL import Image

from common import cache_tags
from common.theme import THEME_COLOURS
from news.tests import factories
from performance.front_cache import EdgeCache
from web import offline
from web.tests.test_theme import head_meta

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

THEME_CSS = Path(settings.REPO_DIR) / "frontend" / "src" / "styles" / "theme.css"
WORKER = b"self.addEventListener('fetch', () => {});\n"


@pytest.fixture
def built_worker(tmp_path, settings):
    """A build's dist folder with its worker (frontend/build-sw.mjs writes dist/sw.js)."""
    real_manifest = Path(settings.FRONTEND_DIST) / "client" / ".vite" / "manifest.json"
    manifest = tmp_path / "client" / ".vite" / "manifest.json"
    manifest.parent.mkdir(parents=True)
    manifest.write_text(real_manifest.read_text() if real_manifest.exists() else "{}")
    (tmp_path / "sw.js").write_bytes(WORKER)
    settings.FRONTEND_DIST = tmp_path
    return tmp_path / "sw.js"


def manifest_of(path: str) -> tuple[dict, object]:
    response = Client().get(path)
    assert response.status_code == 200
    return json.loads(response.content), response


@pytest.mark.parametrize(("path", "language", "base"), [("/manifest.webmanifest", "mn", "/"),
                                                        ("/en/manifest.webmanifest", "en", "/en/")])
def test_each_edition_has_its_manifest(path, language, base):
    data, response = manifest_of(path)
    assert response["Content-Type"] == "application/manifest+json"
    assert data["name"] == settings.SITE_NAME[language]
    assert data["short_name"] == offline.SHORT_NAME[language]
    assert data["lang"] == language
    assert data["start_url"] == data["scope"] == data["id"] == base
    assert data["display"] == "standalone"
    assert data["theme_color"] == THEME_COLOURS["light"]
    assert data["background_color"] == offline.BACKGROUND_COLOUR
    # Cached and purged like any page: public, tagged with the site.
    assert "public" in response["Cache-Control"]
    assert cache_tags.SITE in response["Surrogate-Key"].split()
    assert response["ETag"]


def test_the_two_manifests_differ_only_by_edition():
    mn, _ = manifest_of("/manifest.webmanifest")
    en, _ = manifest_of("/en/manifest.webmanifest")
    assert mn["name"] != en["name"]
    assert mn["icons"] == en["icons"]


def test_the_manifests_icons_exist_at_their_sizes():
    data, _ = manifest_of("/manifest.webmanifest")
    purposes = {icon["purpose"] for icon in data["icons"]}
    assert purposes == {"any", "maskable"}
    assert {icon["sizes"] for icon in data["icons"]} >= {"192x192", "512x512"}
    for icon in data["icons"]:
        assert icon["src"].startswith(settings.STATIC_URL)
        found = finders.find(icon["src"].removeprefix(settings.STATIC_URL))
        assert found, icon["src"]
        with Image.open(found) as image:
            assert image.format == "PNG"
            assert f"{image.width}x{image.height}" == icon["sizes"]
        # Served as the static files are.
        assert Client().get(icon["src"]).status_code == 200


def test_the_maskable_icon_fills_its_square():
    path = finders.find("web/icons/icon-maskable-512.png")
    with Image.open(path) as image:
        corner = image.convert("RGBA").getpixel((0, 0))
    assert corner[3] == 255, "a maskable icon has no transparent corners"


def test_the_colours_are_the_themes():
    css = THEME_CSS.read_text()
    root = css[css.index(":root {"):css.index("}", css.index(":root {"))]
    assert re.search(rf"--page:\s*{offline.BACKGROUND_COLOUR};", root)
    assert re.search(rf"--header-bg:\s*{THEME_COLOURS['light']};", root)


@pytest.mark.parametrize(("path", "manifest"), [("/", "/manifest.webmanifest"), ("/en/", "/en/manifest.webmanifest"),
                                                ("article", "/manifest.webmanifest")])
def test_every_page_links_its_editions_manifest(path, manifest):
    url = f"/{factories.article().lid}/r" if path == "article" else path
    html = Client().get(url).content.decode()
    head = html[:html.index("</head>")]
    assert f'<link rel="manifest" href="{manifest}">' in head
    assert re.search(r'<link rel="apple-touch-icon" href="/static/web/icons/apple-touch-icon\.png">', head)
    colours = head_meta(html, "theme-color")
    assert len(colours) == 2
    assert any("prefers-color-scheme: light" in tag for tag in colours)
    assert any("prefers-color-scheme: dark" in tag for tag in colours)


def test_the_worker_is_served_from_the_root(built_worker):
    response = Client().get("/sw.js")
    assert response.status_code == 200
    assert response.content == WORKER
    assert response["Content-Type"].startswith("application/javascript")
    assert response["Service-Worker-Allowed"] == "/"
    # A browser asks again before using its copy; the front caches keep it seconds, tagged.
    assert "max-age=0" in response["Cache-Control"]
    assert "public" in response["Cache-Control"]
    assert cache_tags.SITE in response["Surrogate-Key"].split()
    again = Client().get("/sw.js", HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304


def test_a_new_build_serves_the_new_worker(built_worker):
    assert Client().get("/sw.js").content == WORKER
    built_worker.write_bytes(b"// release two\n")
    stat = built_worker.stat()
    os.utime(built_worker, (stat.st_atime, stat.st_mtime + 5))
    assert Client().get("/sw.js").content == b"// release two\n"


def test_no_worker_before_a_build(tmp_path, settings):
    settings.FRONTEND_DIST = tmp_path
    response = Client().get("/sw.js")
    assert response.status_code == 404
    assert response["Cache-Control"] == "no-store"


class CountingApp:
    def __init__(self) -> None:
        from django.core.handlers.wsgi import WSGIHandler

        self.handler = WSGIHandler()
        self.calls = 0

    def __call__(self, environ, start_response):
        self.calls += 1
        return self.handler(environ, start_response)


@pytest.fixture
def keep_connection():
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.mark.usefixtures("keep_connection")
@pytest.mark.parametrize("path", ["/sw.js", "/manifest.webmanifest", "/en/manifest.webmanifest"])
def test_the_front_cache_keeps_them_until_the_site_is_purged(built_worker, path):
    from django.test import RequestFactory

    app = CountingApp()
    edge = EdgeCache(app, max_bytes=1024 * 1024)

    def get() -> tuple[str, bytes]:
        seen = {}
        result = edge(RequestFactory().get(path).environ, lambda status, headers, exc=None: seen.update(status=status))
        body = b"".join(result)
        if hasattr(result, "close"):
            result.close()
        return seen["status"], body

    first, second = get(), get()
    assert first[0].startswith("200") and first == second
    assert app.calls == 1
    cache_tags.bump({cache_tags.SITE})
    cache_tags.reset_memo()
    assert get()[0].startswith("200")
    assert app.calls == 2
