"""Pages rendered on the server: data embedded, head tags, languages, 404s and the SSR fallback."""
import json
import re

import pytest

from news.models import SpecialKind
from news.tests import factories
from web import ssr
from web.tests.embedded import embedded, has_read, read_of, reads_of

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]




def test_front_page_is_rendered_on_the_server_with_its_data(client):
    item = factories.article(title="Улаанбаатарт шинэ цэцэрлэг нээгдлээ")
    response = client.get("/")
    html = response.content.decode()
    assert response.status_code == 200
    assert '<html lang="mn" data-time="' in html
    root = html.split('<div id="root">', 1)[1].split("</div>", 1)[0]
    assert root.strip(), "the server rendered markup into the root"
    data = embedded(response)
    assert data["lang"] == "mn" and data["path"] == "/"
    latest = read_of(data, "/api/cache/news/shinemedee", {"size": 8, "lead": 0})
    assert latest["status"] == 200 and latest["layout"] is True
    assert latest["data"]["shinemedee_list"][0]["lid"] == item.lid
    assert '<link rel="alternate" hreflang="en"' in html and '<link rel="canonical"' in html
    assert 'property="og:title"' in html


def test_english_edition_lives_under_en(client):
    factories.article(title="Mongolia opens a new school", language="en")
    response = client.get("/en/")
    assert response.status_code == 200
    assert b'<html lang="en"' in response.content
    data = embedded(response)
    assert data["lang"] == "en"
    latest = read_of(data, "/api/cache/news/shinemedee", {"size": 8, "lead": 0})["data"]["shinemedee_list"]
    assert latest[0]["title"] == "Mongolia opens a new school"


def test_category_page_embeds_its_list_and_unknown_ids_answer_404(client):
    cat = factories.category(name_mn="Спорт", name_en="Sport")
    factories.article(category=cat)
    ok = client.get(f"/{cat.id}/i")
    assert ok.status_code == 200
    section = read_of(ok, "/api/cache/fetch/:categoryid/i", {"categoryid": str(cat.id), "limit": 12})
    assert section["status"] == 200 and section["data"]["category"]["name"] == "Спорт"
    missing = client.get("/987654/i")
    assert missing.status_code == 404
    assert read_of(missing, "/api/cache/fetch/:categoryid/i", {"categoryid": "987654", "limit": 12})["status"] == 404
    # An id that is not digits is no screen at all: the layout's reads only.
    not_an_id = client.get("/abc/i")
    assert not_an_id.status_code == 404
    assert all(read.get("layout") for read in reads_of(not_an_id))
    assert client.get(f"/{cat.id}/I/").status_code == 200  # without regard to case, a trailing slash


def test_pages_embed_only_the_lists_they_show(client):
    """The specials and trend lists travel with the front page only; every page has the menus and
    the sidebar's open tab; the front page's foot rows load after hydration."""
    cat = factories.category()
    item = factories.article(category=cat)
    specials, trend = "/api/cache/news/specials", "/api/cache/news/trend"
    layout = [
        ("/api/cache/menus", {}, True), ("/api/cache/breaking", {}, True),
        ("/api/cache/news/shinemedee", {"lead": 0, "size": 8}, True),
    ]

    def named(path: str) -> list[tuple[str, dict, bool]]:
        return [(read["api"], read["args"], read.get("layout", False)) for read in reads_of(client.get(path))]

    front = named("/")
    assert front[:3] == layout  # the layout's reads first, marked as the layout's
    assert {(specials, False), (trend, False)} <= {(api, is_layout) for api, _, is_layout in front}
    assert "/api/cache/home/slider/news-list" not in {api for api, _, _ in front}
    for path in (f"/{item.lid}/r", f"/{cat.id}/i"):
        reads = named(path)
        assert reads[:3] == layout, path
        assert not {specials, trend} & {api for api, _, _ in reads}, path
        assert not any(is_layout for _, _, is_layout in reads[3:]), path
    assert has_read(client.get("/mspecial"), specials)
    # The taxonomy only where a screen reads it: the economy section names its category from it.
    assert not has_read(client.get(f"/{item.lid}/r"), "/api/cache/categories")
    factories.category(slug="economy")
    assert has_read(client.get("/economy"), "/api/cache/categories")


def test_the_front_page_carries_only_the_leads_it_shows(client):
    """The big story shows its lead; the sidebar, latest, classic, picture and trend cards show none,
    so their embedded copies come without (`lead=0`), and so does an article page's sidebar."""
    big = factories.article(special_kind=SpecialKind.BIG, lead="Гол мэдээний товч агуулга")
    factories.article(special_kind=SpecialKind.CLASSIC, lead="Энгийн мэдээний товч агуулга")
    factories.article(lead="Сүүлийн мэдээний товч агуулга")
    response = client.get("/")
    html = response.content.decode()
    payload = html.split('id="portal-data">', 1)[1].split("</script>", 1)[0]
    assert "Гол мэдээний товч агуулга" in html.split('<div id="root">', 1)[1].split("<script", 1)[0]
    assert "Энгийн мэдээний товч агуулга" not in payload and "Сүүлийн мэдээний товч агуулга" not in payload
    specials = read_of(response, "/api/cache/news/specials", {"lead": 0})["data"]["ontslohNewsList"]
    assert [item["lead"] for item in specials["tom"]] == ["Гол мэдээний товч агуулга"]
    article = client.get(f"/{big.lid}/r").content.decode()
    assert "Сүүлийн мэдээний товч агуулга" not in article


def test_unknown_path_answers_404_with_the_app(client):
    response = client.get("/no/such/page/here")
    assert response.status_code == 404
    assert b'id="portal-data"' in response.content


@pytest.mark.parametrize(("path", "lang", "search_label"), [("/", "mn", "Хайх"), ("/en/", "en", "Search")])
def test_ui_strings_are_a_static_file_named_with_the_code_not_part_of_the_page(client, path, lang, search_label):
    """The server renders the strings of the page's language, yet the page carries none of them:
    the browser fetches its language's hashed file with the code (#portal-code, boot.ts)."""
    html = client.get(path).content.decode()
    assert "catalog" not in embedded(client.get(path))
    code = json.loads(re.search(r'<script type="application/json" id="portal-code">(.*?)</script>', html).group(1))
    catalog = re.fullmatch(r"/static/assets/([a-z]+)-[\w-]+\.json", code["catalog"])
    assert catalog and catalog.group(1) == lang
    root = html.split('<div id="root">', 1)[1].split('<script type="application/json"', 1)[0]
    assert f'aria-label="{search_label}"' in root or f">{search_label}<" in root


def test_the_renderer_refuses_a_language_it_holds_no_strings_for():
    """Strings are handed to V8 once per context; a render without them must fail (and fall back to
    the client) rather than show catalog keys."""
    ssr.pool().retire_idle()
    with ssr.pool().checkout() as renderer:  # given back last, so lent to the renders below
        held = renderer.eval(f"setCatalogs({json.dumps(json.dumps({'en': {'site': {}}}))})", timeout_sec=5)
    assert sorted(held) == ["en"]
    try:
        payload = {"lang": "en", "path": "/", "serverTime": "2026-01-01T00:00:00+08:00", "reads": [], "siteUrl": ""}
        assert ssr.render(json.dumps(payload), "/") is not None
        assert ssr.render(json.dumps({**payload, "lang": "mn"}), "/") is None
    finally:
        ssr.pool().retire_idle()  # the next render loads a fresh context with both languages


def test_embedded_json_cannot_close_the_script_tag(client):
    factories.article(title="</script><script>alert(1)</script>")
    html = client.get("/").content.decode()
    data_block = html.split('id="portal-data">', 1)[1].split("</script>", 1)[0]
    assert "<script>" not in data_block and "\\u003c/script\\u003e" in data_block


def test_when_server_rendering_fails_the_shell_is_served_and_logged(client, monkeypatch, caplog):
    def broken():
        raise RuntimeError("V8 exploded")

    monkeypatch.setattr(ssr, "pool", broken)
    factories.article()
    response = client.get("/")
    assert response.status_code == 200
    assert b'<div id="root"></div>' in response.content
    assert b'id="portal-data"' in response.content
    assert any("server rendering failed" in r.message for r in caplog.records)


def test_pages_are_cached_and_refreshed_after_an_edit(client):
    item = factories.article(title="Хуучин гарчиг")
    first = client.get("/")
    assert client.get("/", HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    item.title = "Шинэ гарчиг"
    item.save()
    assert "Шинэ гарчиг" in client.get("/").content.decode()


def test_translations_catalog_in_json_and_js(client):
    body = client.get("/translations/messages.json?locales=mn,en").json()
    assert body["translations"]["mn"]["messages"]["site"]["name"]
    assert body["translations"]["en"]["messages"]["site"]["name"]
    script = client.get("/translations/messages.js")
    assert script["Content-Type"].startswith("application/javascript")
    assert client.get("/translations/nope.json").status_code == 404
    assert client.get("/translations/messages.xml").status_code == 404


def test_security_headers_are_sent(client):
    response = client.get("/")
    policy = response["Content-Security-Policy"]
    assert "object-src 'none'" in policy and "base-uri 'none'" in policy and "frame-ancestors 'none'" in policy
    assert response["X-Content-Type-Options"] == "nosniff"


def test_robots_txt(client):
    assert b"Sitemap:" in client.get("/robots.txt").content
