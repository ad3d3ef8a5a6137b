"""Caching that editors never think about: an edit refreshes every page and API list that showed
the article, readers' counters refresh nothing, and the headers let nginx or a CDN share answers."""
import json

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext

from comments.models import Comment
from common.cache import CACHE_CONTROL
from news.models import Article
from news.tests import factories

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

OLD, NEW = "Хуучин гарчиг", "Засварласан гарчиг"



@pytest.fixture
def story():
    category = factories.category(name_mn="Эдийн засаг", name_en="Economy")
    item = factories.article(title=OLD, category=category)
    factories.article(category=category)  # a neighbour, so the lists hold more than one item
    return item


def urls_showing(item: Article) -> list[str]:
    """Every cached answer that shows the article: pages, their data reads and the API lists."""
    return [
        "/",
        f"/{item.category_id}/i",
        f"/{item.lid}/r",
        f"/api/cache/news/read/{item.lid}",
        "/api/cache/news/shinemedee",
        f"/api/cache/fetch/{item.category_id}/i",
    ]


def text_of(response) -> str:
    """The answer as readable text (JSON with its escapes undone)."""
    if response["Content-Type"].startswith("application/json"):
        return json.dumps(response.json(), ensure_ascii=False)
    return response.content.decode()


def get_all(client, urls: list[str]) -> dict[str, object]:
    responses = {url: client.get(url) for url in urls}
    for url, response in responses.items():
        assert response.status_code == 200, url
    return responses


def test_editing_an_article_refreshes_every_page_and_list_that_showed_it(client, story):
    urls = urls_showing(story)
    before = get_all(client, urls)
    for url in urls[:4]:
        assert OLD in text_of(before[url]), url
    with CaptureQueriesContext(connection) as queries:
        get_all(client, urls)
    assert len(queries) == 0, "a second read comes from the cache"

    story.title = NEW
    story.save()

    after = get_all(client, urls)
    for url in urls:
        assert after[url]["ETag"] != before[url]["ETag"], f"{url} was refreshed"
        assert client.get(url, HTTP_IF_NONE_MATCH=before[url]["ETag"]).status_code == 200, url
    for url in urls[:5]:
        body = text_of(after[url])
        assert NEW in body and OLD not in body, url


def test_unpublishing_from_the_newsroom_removes_it_everywhere(client, story):
    editor = get_user_model().objects.create_superuser("chief", "chief@example.com", "pw-123456")
    urls = urls_showing(story)
    get_all(client, urls)
    staff = client.__class__()
    staff.force_login(editor)
    answer = staff.post("/admin/news/article/", {"action": "move_to_draft", "_selected_action": [story.pk]})
    assert answer.status_code == 302
    assert client.get(f"/{story.lid}/r").status_code == 404
    assert client.get(f"/api/cache/news/read/{story.lid}").status_code == 404
    lists = ("/", f"/{story.category_id}/i", "/api/cache/news/shinemedee", f"/api/cache/fetch/{story.category_id}/i")
    for url in lists:
        assert OLD not in text_of(client.get(url)), url


def test_readers_counters_and_comments_do_not_refresh_pages(client, story):
    pages = ["/", f"/{story.category_id}/i", f"/{story.lid}/r"]
    first = get_all(client, pages)
    Article.objects.filter(pk=story.pk).update(view_count=500, share_count=9)
    client.post("/api/news/view", {"id": story.id})
    client.post("/api/news/share", {"id": story.id})
    client.post(f"/api/{story.lid}/r/comment-insert", {"commentBody": "Сайн мэдээ", "commentBy": "Бат"})
    assert Comment.objects.exists()
    with CaptureQueriesContext(connection) as queries:
        again = get_all(client, pages)
    assert len(queries) == 0, "pages still come from the cache"
    for url in pages:
        assert again[url]["ETag"] == first[url]["ETag"], url


def test_cached_pages_and_api_carry_shared_cache_headers_and_answer_304(client, story):
    shared = ((f"/{story.lid}/r", "Cookie"), ("/", "Cookie"), ("/api/cache/news/shinemedee", "Accept-Language"))
    for url, vary in shared:
        first = client.get(url)
        control = first["Cache-Control"]
        assert control == CACHE_CONTROL
        assert "public" in control and "max-age=" in control and "s-maxage=" in control
        assert "stale-while-revalidate=" in control
        assert vary in first["Vary"]
        assert not first.cookies, "a shared answer never sets a cookie"
        etag = first["ETag"]
        for sent in (etag, f"W/{etag}", f'"other", {etag}', "*"):
            not_modified = client.get(url, HTTP_IF_NONE_MATCH=sent)
            assert not_modified.status_code == 304, (url, sent)
            assert not_modified["ETag"] == etag and not_modified["Cache-Control"] == control
            assert not_modified.content == b""
        assert client.get(url, HTTP_IF_NONE_MATCH='"stale"').status_code == 200


def test_an_editors_own_page_is_private(client, story):
    editor = get_user_model().objects.create_superuser("desk", "desk@example.com", "pw-123456")
    client.force_login(editor)
    response = client.get("/")
    assert response.status_code == 200
    assert "private" in response["Cache-Control"] and "public" not in response["Cache-Control"]
    assert "Cookie" in response["Vary"]
