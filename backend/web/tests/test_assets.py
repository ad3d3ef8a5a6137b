"""The build's files a page links: stylesheets and fonts for the first paint, the code named for boot.ts."""
import json
import os
import re

import pytest
from django.conf import settings
from django.core.cache import cache

from news.tests import factories
from web import assets

MANIFEST = {
    "src/entry-client.tsx": {"file": "assets/app-1.js", "isEntry": True, "imports": ["_react.js"],
                             "css": ["assets/app-1.css"]},
    "src/boot.ts": {"file": "assets/boot-1.js", "isEntry": True},
    "_react.js": {"file": "assets/react-1.js"},
    "src/app/routes/ArticleRoute.tsx": {"file": "assets/ArticleRoute-1.js", "imports": ["_react.js", "_card.js"],
                                        "css": ["assets/ArticleRoute-1.css"], "isDynamicEntry": True},
    "_card.js": {"file": "assets/card-1.js"},
    "src/shared/i18n/locales/mn.json": {"file": "assets/mn-1.json"},
    "src/shared/i18n/locales/en.json": {"file": "assets/en-1.json"},
    "node_modules/x/noto-sans-latin-400-normal.woff2": {"file": "assets/noto-sans-latin-400-normal-1.woff2"},
    "node_modules/x/noto-sans-cyrillic-400-normal.woff2": {"file": "assets/noto-sans-cyrillic-400-normal-1.woff2"},
    "node_modules/x/noto-sans-cyrillic-ext-400-normal.woff2": {
        "file": "assets/noto-sans-cyrillic-ext-400-normal-1.woff2"},
    "node_modules/x/noto-sans-latin-700-normal.woff2": {"file": "assets/noto-sans-latin-700-normal-1.woff2"},
    "generated/fonts/noto-sans-mongolian-400-normal.woff2": {"file": "assets/noto-sans-mongolian-400-normal-1.woff2"},
}


@pytest.fixture
def fake_build(tmp_path, settings):
    manifest = tmp_path / "client" / ".vite" / "manifest.json"
    manifest.parent.mkdir(parents=True)
    manifest.write_text(json.dumps(MANIFEST))
    settings.FRONTEND_DIST = tmp_path
    assets._cached_assets.cache_clear()
    yield
    assets._cached_assets.cache_clear()


def test_a_screen_gets_its_chunks_after_the_entrys_and_its_stylesheets(fake_build):
    found = assets.entry_assets(["ArticleRoute"], "mn")
    assert found.script == "/static/assets/app-1.js"
    assert found.boot == "/static/assets/boot-1.js"
    # The entry's imports, then the screen's own (shared ones once); never the entry itself.
    assert found.preloads == [
        "/static/assets/react-1.js", "/static/assets/card-1.js", "/static/assets/ArticleRoute-1.js"]
    assert found.styles == ["/static/assets/app-1.css", "/static/assets/ArticleRoute-1.css"]
    assert found.catalog == "/static/assets/mn-1.json"


def test_fonts_follow_the_language(fake_build):
    # Mongolian: its four extra letters' small face, never the whole Cyrillic extension.
    assert sorted(assets.entry_assets((), "mn").fonts) == [
        "/static/assets/noto-sans-cyrillic-400-normal-1.woff2", "/static/assets/noto-sans-latin-400-normal-1.woff2",
        "/static/assets/noto-sans-latin-700-normal-1.woff2", "/static/assets/noto-sans-mongolian-400-normal-1.woff2"]
    assert assets.entry_assets((), "en").fonts == [
        "/static/assets/noto-sans-latin-400-normal-1.woff2", "/static/assets/noto-sans-latin-700-normal-1.woff2"]
    assert assets.entry_assets((), "en").catalog == "/static/assets/en-1.json"


def test_the_code_is_named_as_boot_reads_it(fake_build):
    found = assets.entry_assets(["ArticleRoute"], "en")
    assert json.loads(found.code_json) == {"entry": found.script, "preloads": found.preloads, "catalog": found.catalog}
    assert "<" not in found.code_json


def test_without_a_build_a_page_names_no_code(tmp_path, settings):
    settings.FRONTEND_DIST = tmp_path
    assert assets.entry_assets(["ArticleRoute"], "mn") == assets.EntryAssets()


@pytest.mark.django_db
@pytest.mark.parametrize("prefix", ["", "/en"])
def test_an_article_page_fetches_only_what_its_first_paint_needs(client, prefix):
    """Stylesheets, fonts and the boot script load with the page; the app's code is named, not fetched."""
    cache.clear()
    item = factories.article(language="en" if prefix else "mn")
    html = client.get(f"{prefix}/{item.lid}/r").content.decode()
    head = html.split("</head>", 1)[0]
    assert 'rel="modulepreload"' not in head and 'as="fetch"' not in head
    sources = re.findall(r'<script[^>]*\bsrc="([^"]+)"', html)
    code_text = re.search(r'<script type="application/json" id="portal-code">(.*?)</script>', head, re.S).group(1)
    code = json.loads(code_text)
    manifest = json.loads((settings.FRONTEND_DIST / "client" / ".vite" / "manifest.json").read_text())
    assert sources == ["/static/" + manifest["src/boot.ts"]["file"]]
    assert code["entry"] == "/static/" + manifest["src/entry-client.tsx"]["file"]
    article_chunk = "/static/" + manifest["src/app/routes/ArticleRoute.tsx"]["file"]
    assert article_chunk in code["preloads"], "the rendered screen's code comes with the entry's"
    assert code["catalog"].endswith(".json") and ("/en-" if prefix else "/mn-") in code["catalog"]
    for url in [code["entry"], code["catalog"], *code["preloads"]]:
        assert (settings.FRONTEND_DIST / "client" / url.removeprefix("/static/")).is_file(), url
    assert '<link rel="stylesheet"' in head
    fonts = re.findall(r'<link rel="preload" href="([^"]+)" as="font"', head)
    assert len(fonts) == (2 if prefix else 6), fonts  # regular and bold of each subset the language needs
    assert not any("cyrillic-ext" in font for font in fonts)
    assert sum("mongolian" in font for font in fonts) == (0 if prefix else 2)
    for url in fonts:
        path = settings.FRONTEND_DIST / "client" / url.removeprefix("/static/")
        assert path.is_file(), url
        assert path.stat().st_size < (5_000 if "mongolian" in url else 20_000), url
    cache.clear()


@pytest.mark.django_db
def test_a_new_build_is_never_answered_with_a_page_cached_for_the_old_one(fake_build, settings, client):
    """A deploy replaces the hashed files; a page cached before it would name files that are gone."""
    cache.clear()
    item = factories.article()
    first = client.get(f"/{item.lid}/r").content.decode()
    assert "/static/assets/app-1.js" in first
    assert "/static/assets/app-1.js" in client.get(f"/{item.lid}/r").content.decode()  # from the cache
    manifest = settings.FRONTEND_DIST / "client" / ".vite" / "manifest.json"
    rebuilt = json.loads(json.dumps(MANIFEST).replace("app-1.js", "app-2.js"))
    manifest.write_text(json.dumps(rebuilt))
    stat = manifest.stat()
    os.utime(manifest, (stat.st_atime, stat.st_mtime + 5))  # the new build's file is newer
    again = client.get(f"/{item.lid}/r").content.decode()
    assert "/static/assets/app-2.js" in again and "app-1.js" not in again
    cache.clear()


def test_the_ui_strings_are_read_from_the_build_not_the_sources(fake_build, tmp_path, client):
    from web import catalogs

    built = tmp_path / "client" / "assets"
    built.mkdir()
    (built / "mn-1.json").write_text(json.dumps({"site": {"name": "Бүтээсэн"}}), encoding="utf-8")
    (built / "en-1.json").write_text(json.dumps({"site": {"name": "Built"}}), encoding="utf-8")
    assert catalogs.catalog("en") == {"site": {"name": "Built"}}
    answer = client.get("/translations/messages.json?locales=mn").json()["translations"]
    assert answer["mn"]["messages"]["site"]["name"] == "Бүтээсэн"


def test_without_a_build_the_ui_strings_say_how_to_make_one(tmp_path, settings):
    from django.core.exceptions import ImproperlyConfigured

    from web import catalogs

    settings.FRONTEND_DIST = tmp_path
    with pytest.raises(ImproperlyConfigured, match="make build"):
        catalogs.catalog("mn")
