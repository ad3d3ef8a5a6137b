"""Issue 3's pages: the article, the news sections and search embed what their first render needs."""
import json
import re

import pytest

from news.models import Tag
from news.tests import factories
from web.routes import api_url, match_route
from web.tests.embedded import embedded

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]




def test_api_url_encodes_like_encode_uri_component():
    # encodeURIComponent("don't (stop)!*") === "don't%20(stop)!*"
    assert api_url("/api/x", {"query": "don't (stop)!*", "lang": "mn"}) == "/api/x?lang=mn&query=don't%20(stop)!*"
    assert api_url("/api/x", {"query": "хот"}) == "/api/x?query=%D1%85%D0%BE%D1%82"


def test_article_page_embeds_the_article_and_unknown_ones_answer_404(client):
    item = factories.article(
        title="Шинэ гүүр ашиглалтад орлоо", body_html="<p>Эхний догол мөр</p><table><tr><td>1</td></tr></table>"
    )
    response = client.get(f"/{item.lid}/r")
    assert response.status_code == 200
    entity = embedded(response)["queries"][f"/api/cache/news/read/{item.lid}?lang=mn"]["data"]["entity"]
    assert entity["title"] == "Шинэ гүүр ашиглалтад орлоо"
    assert [block["type"] for block in entity["body_blocks"]] == ["paragraph", "table"]
    assert "Шинэ гүүр ашиглалтад орлоо" in response.content.decode()
    assert client.get("/zzzzzz99/r").status_code == 404


def test_article_page_breadcrumb_names_the_articles_category(client):
    """The JSON-LD crumbs read the embedded entity's `newstyppe`, which is the category (docs/api-notes.md)."""
    sport, video = factories.category(name_mn="Спорт"), factories.news_type(name_mn="Видео")
    item = factories.article(category=sport, news_type=video)
    html = client.get(f"/{item.lid}/r").content.decode()
    blocks = re.findall(r'<script type="application/ld\+json"[^>]*>(.*?)</script>', html, re.S)
    crumbs = next(json.loads(b) for b in blocks if '"BreadcrumbList"' in b)["itemListElement"]
    assert crumbs[1]["name"] == "Спорт" and crumbs[1]["item"].endswith(f"/{item.category_id}/i")


def test_search_page_embeds_the_first_results_of_its_query_string(client):
    factories.article(title="Хотын төвд шинэ цэцэрлэг")
    response = client.get("/msearch", {"query": "хот"})
    assert response.status_code == 200
    queries = embedded(response)["queries"]
    found = queries["/api/cache/news/search?lang=mn&query=%D1%85%D0%BE%D1%82&size=10"]
    assert found["status"] == 200 and found["data"]["result"][0]["title"] == "Хотын төвд шинэ цэцэрлэг"
    # Another query string is another page (the page cache keys on it too).
    other = embedded(client.get("/msearch", {"query": "gudamj"}))["queries"]
    assert "/api/cache/news/search?lang=mn&query=gudamj&size=10" in other


def test_search_page_without_a_query_embeds_no_search_and_an_empty_one_gets_the_message(client):
    bare = embedded(client.get("/en/msearch"))["queries"]
    assert not any(url.startswith("/api/cache/news/search") for url in bare)
    response = client.get("/en/msearch", {"query": ""})
    assert response.status_code == 200
    empty = embedded(response)["queries"]["/api/cache/news/search?lang=en&size=10"]
    assert empty["status"] == 400 and empty["data"]["message"] == "Please enter a word to search for."


def test_only_declared_query_parameters_reach_a_routes_needs():
    route, params = match_route("/msearch")
    assert route is not None and route.query_params == ("query",)
    category_route, _ = match_route("/5/i")
    assert category_route is not None and category_route.query_params == ()


def test_tag_page_with_a_cyrillic_slug_embeds_the_tag_list(client):
    item = factories.article()
    tag = Tag.objects.create(language="mn", name="Замын түгжрэл", slug="замын-түгжрэл")
    item.tags.add(tag)
    response = client.get("/tag/замын-түгжрэл")
    assert response.status_code == 200
    url = (
        "/api/cache/fetch/%D0%B7%D0%B0%D0%BC%D1%8B%D0%BD-%D1%82%D2%AF%D0%B3%D0%B6%D1%80%D1%8D%D0%BB"
        "/tag?lang=mn&limit=12"
    )
    assert embedded(response)["queries"][url]["data"]["tag"]["name"] == "Замын түгжрэл"
    assert client.get("/tag/no-such-tag").status_code == 404


def test_section_pages_embed_their_first_page(client):
    economy = factories.category(slug="economy", name_mn="Эдийн засаг", name_en="Economy")
    factories.article(category=economy)
    expectations = {
        "/today": "/api/cache/news/shinemedee?lang=mn&size=20",
        "/video": "/api/cache/news/video?lang=mn&lead=0&size=12",
        "/photo": "/api/cache/news/photo?lang=mn&lead=0&size=12",
        "/i/list": "/api/cache/news/shinemedee?lang=mn&lead=0&size=30",
        "/trend/list": "/api/cache/news/trend?lang=mn&lead=0&size=30",
        "/brief": "/api/cache/brief?lang=mn",
        "/economy": f"/api/cache/fetch/{economy.id}/i?lang=mn&limit=12",
        f"/{economy.id}/corner": f"/api/cache/fetch/{economy.id}/i?lang=mn&limit=12&navType=featured",
        f"/{economy.id}/lifestyle": f"/api/cache/fetch/{economy.id}/i?lang=mn&limit=12",
        "/toim/2024": "/api/cache/tagmedee?lang=mn&year=2024",
        "/megaprojects": "/api/cache/getMegaData?lang=mn",
    }
    for path, url in expectations.items():
        response = client.get(path)
        assert response.status_code == 200, path
        assert embedded(response)["queries"][url]["status"] == 200, path
    assert client.get("/987654/corner").status_code == 404
    assert client.get("/megaprojects/987654").status_code == 404


def test_hreflang_pairs_only_where_the_other_language_has_the_page(client):
    item = factories.article(title="Зөвхөн монгол хэлээр")
    pairs = re.compile(r'<link rel="alternate" hreflang="([^"]+)"')
    article_html = client.get(f"/{item.lid}/r").content.decode()
    assert pairs.findall(article_html) == ["mn"]
    front = client.get("/").content.decode()
    assert pairs.findall(front) == ["mn", "en", "x-default"]


def test_an_article_opened_in_the_other_edition_moves_to_its_own(client):
    english = factories.article(title="Only in English", language="en")
    mongolian = factories.article(title="Зөвхөн монголоор")
    moved = client.get(f"/{english.lid}/r?utm_source=share")
    assert moved.status_code == 301
    assert moved["Location"] == f"/en/{english.lid}/r?utm_source=share"
    back = client.get(f"/en/{mongolian.lid}/r")
    assert back.status_code == 301 and back["Location"] == f"/{mongolian.lid}/r"
    # Each at its own edition: the page, with <html lang> of its text and itself as canonical.
    page = client.get(f"/en/{english.lid}/r")
    assert page.status_code == 200
    html = page.content.decode()
    assert '<html lang="en"' in html
    assert re.search(rf'<link rel="canonical" href="[^"]*/en/{english.lid}/r">', html)
    assert client.get(f"/{mongolian.lid}/r").status_code == 200
    # A second wrong-edition visit (after the right page was cached) still moves.
    assert client.get(f"/{english.lid}/r").status_code == 301
