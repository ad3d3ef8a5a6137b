"""The reading pages: the article, the news sections and search embed what their first render needs."""
import json
import re

import pytest

from news.models import Tag
from news.tests import factories
from web.tests.embedded import has_read, read_of

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]




def test_article_page_embeds_the_article_and_unknown_ones_answer_404(client):
    item = factories.article(
        title="Шинэ гүүр ашиглалтад орлоо", body_html="<p>Эхний догол мөр</p><table><tr><td>1</td></tr></table>"
    )
    response = client.get(f"/{item.lid}/r")
    assert response.status_code == 200
    entity = read_of(response, "/api/cache/news/read/:newsid", {"newsid": item.lid})["data"]["entity"]
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


def test_category_sections_carry_their_breadcrumbs_from_the_screens_own_read(client):
    economy = factories.category(slug="economy", name_mn="Эдийн засаг")
    factories.article(category=economy)
    blocks = re.compile(r'<script type="application/ld\+json"[^>]*>(.*?)</script>', re.S)
    # The section is the category screen's only read, and the economy screen's second.
    for path in (f"/{economy.id}/i", "/economy", f"/{economy.id}/corner"):
        [crumbs] = [json.loads(block) for block in blocks.findall(client.get(path).content.decode())]
        assert crumbs["@type"] == "BreadcrumbList", path
        assert crumbs["itemListElement"][1]["name"] == "Эдийн засаг", path
    assert blocks.findall(client.get("/today").content.decode()) == []


def test_search_page_embeds_the_first_results_of_its_query_string(client):
    factories.article(title="Хотын төвд шинэ цэцэрлэг")
    response = client.get("/msearch", {"query": "хот"})
    assert response.status_code == 200
    found = read_of(response, "/api/cache/news/search", {"query": "хот", "size": 10})
    assert found["status"] == 200 and found["data"]["result"][0]["title"] == "Хотын төвд шинэ цэцэрлэг"
    # Another query string is another page (the page cache keys on it too).
    other = client.get("/msearch", {"query": "gudamj"})
    assert read_of(other, "/api/cache/news/search")["args"] == {"query": "gudamj", "size": 10}


def test_search_page_without_a_query_embeds_no_search_and_an_empty_one_gets_the_message(client):
    assert not has_read(client.get("/en/msearch"), "/api/cache/news/search")  # `when: "?query"`
    response = client.get("/en/msearch", {"query": ""})
    assert response.status_code == 200
    # An empty query is there, so the read is made; a parameter without a value is left out.
    empty = read_of(response, "/api/cache/news/search", {"size": 10})
    assert empty["status"] == 400 and empty["data"]["message"] == "Please enter a word to search for."


def test_only_declared_query_parameters_reach_a_read(client):
    factories.article(title="Хотын төвд шинэ цэцэрлэг")
    response = client.get("/msearch", {"query": "хот", "size": "99", "lang": "en", "lead": "1"})
    assert read_of(response, "/api/cache/news/search")["args"] == {"query": "хот", "size": 10}
    cat = factories.category()
    section = read_of(client.get(f"/{cat.id}/i", {"navType": "featured"}), "/api/cache/fetch/:categoryid/i")
    assert section["args"] == {"categoryid": str(cat.id), "limit": 12}


def test_tag_page_with_a_cyrillic_slug_embeds_the_tag_list(client):
    item = factories.article()
    tag = Tag.objects.create(language="mn", name="Замын түгжрэл", slug="замын-түгжрэл")
    item.tags.add(tag)
    response = client.get("/tag/замын-түгжрэл")
    assert response.status_code == 200
    # The slug goes to the API as it is, and the page names it as it is: nothing is URL-encoded.
    found = read_of(response, "/api/cache/fetch/:slug/tag", {"slug": "замын-түгжрэл", "limit": 12})
    assert found["data"]["tag"]["name"] == "Замын түгжрэл"
    assert client.get("/tag/no-such-tag").status_code == 404


def test_section_pages_embed_their_first_page(client):
    economy = factories.category(slug="economy", name_mn="Эдийн засаг", name_en="Economy")
    factories.article(category=economy)
    expectations: dict[str, tuple[str, dict]] = {
        "/today": ("/api/cache/news/shinemedee", {"size": 20}),
        "/video": ("/api/cache/news/video", {"lead": 0, "size": 12}),
        "/photo": ("/api/cache/news/photo", {"lead": 0, "size": 12}),
        "/i/list": ("/api/cache/news/shinemedee", {"lead": 0, "size": 30}),
        "/trend/list": ("/api/cache/news/trend", {"lead": 0, "size": 30}),
        "/brief": ("/api/cache/brief", {}),
        # The category by a lookup (web/lookups.py): a number, as the lookup finds it.
        "/economy": ("/api/cache/fetch/:categoryid/i", {"categoryid": economy.id, "limit": 12}),
        f"/{economy.id}/corner": (
            "/api/cache/fetch/:catId/i", {"catId": str(economy.id), "limit": 12, "navType": "featured"}
        ),
        f"/{economy.id}/lifestyle": ("/api/cache/fetch/:navId/i", {"navId": str(economy.id), "limit": 12}),
        "/toim/2024": ("/api/cache/tagmedee", {"year": "2024"}),
        "/toim": ("/api/cache/tagmedee", {}),  # an optional parameter that is absent is left out
        "/megaprojects": ("/api/cache/getMegaData", {}),
    }
    for path, (api, args) in expectations.items():
        response = client.get(path)
        assert response.status_code == 200, path
        assert read_of(response, api, args)["status"] == 200, path
    assert client.get("/987654/corner").status_code == 404
    assert client.get("/megaprojects/987654").status_code == 404


def test_hreflang_pairs_only_where_the_other_language_has_the_page(client):
    item = factories.article(title="Зөвхөн монгол хэлээр")
    pairs = re.compile(r'<link rel="alternate" hreflang="([^"]+)"')
    article_html = client.get(f"/{item.lid}/r").content.decode()
    assert pairs.findall(article_html) == ["mn"]
    front = client.get("/").content.decode()
    assert pairs.findall(front) == ["mn", "en", "x-default"]
    # The index of mega projects is in both editions; a project (its articles) in one.
    assert pairs.findall(client.get("/megaprojects").content.decode()) == ["mn", "en", "x-default"]
    assert pairs.findall(client.get("/en/megaprojects/987654").content.decode()) == ["en"]
    assert pairs.findall(client.get("/no/such/page").content.decode()) == ["mn"]


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
