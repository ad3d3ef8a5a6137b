"""Live coverage: updates of a live article, read with the article, polled as a small cached feed, paged,
ended by the newsroom, as RSS and as LiveBlogPosting."""
from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from common.cache import CACHE_CONTROL, POLLED_CACHE_CONTROL
from news import live
from news.models import Article, LiveUpdate

from . import factories

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def live_article(**fields) -> Article:
    return factories.article(is_live=True, publish_date=timezone.now() - timedelta(hours=3), **fields)


def post(article: Article, minutes_ago: float, title: str = "", **fields) -> LiveUpdate:
    return LiveUpdate.objects.create(
        article=article, title=title, published_at=timezone.now() - timedelta(minutes=minutes_ago),
        body_html=fields.pop("body_html", f"<p>{title or 'text'}</p>"), **fields,
    )


def titles(updates: list[dict]) -> list[str]:
    return [update["title"] for update in updates]


def test_an_article_that_was_never_live_reads_no_coverage_and_costs_no_query_for_it(client):
    article = factories.article()
    assert client.get(f"/api/news/read/{article.lid}").json()["entity"]["live"] is None
    with CaptureQueriesContext(connection) as queries:
        assert live.coverage(article) is None
    assert len(queries) == 0
    assert client.get(f"/api/news/live/{article.lid}").status_code == 404


def test_the_article_read_carries_pinned_post_key_events_and_newest_updates_first(client):
    article = live_article(title="Сонгуулийн шөнө")
    post(article, 50, "Эхэллээ", is_key_event=True)
    post(article, 30, "Дүн гарлаа", body_html="<p>Эхний <b>дүн</b></p><script>x()</script>", is_key_event=True)
    post(article, 20, "Тойм", is_pinned=True)
    post(article, -10, "Товлосон")  # its time has not come
    entity = client.get(f"/api/news/read/{article.lid}").json()["entity"]
    assert entity["shuud"] == 1
    coverage = entity["live"]
    assert coverage["state"] == "live" and coverage["ended_at"] is None
    assert titles(coverage["updates"]) == ["Тойм", "Дүн гарлаа", "Эхэллээ"]
    assert coverage["pinned"]["title"] == "Тойм"
    assert titles(coverage["key_events"]) == ["Дүн гарлаа", "Эхэллээ"]
    assert coverage["more"] is None
    result = next(u for u in coverage["updates"] if u["title"] == "Дүн гарлаа")
    # Sanitised on save and parsed into the article's own blocks.
    assert result["body_blocks"] == [{"type": "paragraph", "html": "Эхний <b>дүн</b>"}]
    assert result["published_at"].endswith("+08:00")
    assert client.get(f"/api/news/live/{article.lid}").json() == {"live": coverage}


def test_updates_page_without_gaps_or_repeats_even_when_their_times_tie(client):
    article = live_article()
    moment = timezone.now() - timedelta(minutes=5)
    for n in range(live.PAGE_SIZE + 5):
        LiveUpdate.objects.create(article=article, title=f"u{n}", published_at=moment if n % 2 else moment - timedelta(
            seconds=n))
    first = client.get(f"/api/cache/news/live/{article.lid}").json()["live"]
    assert len(first["updates"]) == live.PAGE_SIZE and first["more"] is not None
    cursor = first["more"]
    rest = client.get(f"/api/cache/news/live/{article.lid}/updates", cursor).json()
    assert rest["more"] is None
    seen = titles(first["updates"]) + titles(rest["updates"])
    assert sorted(seen) == sorted(f"u{n}" for n in range(live.PAGE_SIZE + 5))


def test_bad_cursors_and_unknown_articles_are_clear_errors_in_the_readers_language(client):
    article = live_article()
    url = f"/api/news/live/{article.lid}/updates"
    for query in ({"lastDate": "yesterday", "lastId": 1}, {"lastDate": "2026-01-01T00:00:00Z", "lastId": -4}, {}):
        mongolian = client.get(url, query)
        assert mongolian.status_code == 400, query
        english = client.get(url, {**query, "lang": "en"})
        assert english.status_code == 400 and english.json()["message"] != mongolian.json()["message"]
    assert client.get("/api/news/live/nosuchlid").status_code == 404
    assert client.get("/api/news/live/" + "x" * 500).status_code == 404


def test_the_polled_feed_is_cached_answers_304_to_its_etag_and_changes_with_a_new_update(client):
    article = live_article()
    post(article, 10, "Нэг")
    url = f"/api/cache/news/live/{article.lid}"
    first = client.get(url)
    # Each poll asks the front cache (one request per tick, never the browser's stale copy while a
    # second request revalidates it); the front caches share it 10 s.
    assert first["Cache-Control"] == POLLED_CACHE_CONTROL == "public, max-age=0, s-maxage=10"
    assert first["ETag"]
    assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    assert len(queries) == 0  # a thousand pollers cost the database nothing between two saves

    post(article, 0, "Хоёр")  # the newsroom's save refreshes the caches
    second = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert second.status_code == 200 and second["ETag"] != first["ETag"]
    assert titles(second.json()["live"]["updates"]) == ["Хоёр", "Нэг"]
    # The older pages a reader loads on demand are not polled: shared, and kept by browsers too.
    older = client.get(f"{url}/updates", {"lastDate": second.json()["live"]["updates"][0]["published_at"],
                                           "lastId": second.json()["live"]["updates"][0]["id"]})
    assert older.status_code == 200 and older["Cache-Control"] == CACHE_CONTROL


def test_a_live_article_read_is_bounded_in_queries_however_many_updates_it_has(client):
    article = live_article()
    for n in range(60):
        post(article, n + 1, f"u{n}", is_key_event=n % 7 == 0)
    with CaptureQueriesContext(connection) as queries:
        client.get(f"/api/news/live/{article.lid}")
    assert len(queries) <= 4  # the article, the pinned post, the key events, a page of updates


def test_ending_the_coverage_reads_updates_in_order_drops_the_badge_and_the_pin(client):
    article = live_article()
    post(article, 30, "Эхлэл")
    post(article, 20, "Дунд", is_pinned=True)
    post(article, 10, "Төгсгөл")
    assert live.end(Article.objects.filter(pk=article.pk)) == 1
    assert live.end(Article.objects.filter(pk=article.pk)) == 0  # once
    entity = client.get(f"/api/cache/news/read/{article.lid}").json()["entity"]
    assert entity["shuud"] == 0
    coverage = entity["live"]
    assert coverage["state"] == "ended" and coverage["ended_at"].endswith("+08:00")
    assert coverage["pinned"] is None
    assert titles(coverage["updates"]) == ["Эхлэл", "Дунд", "Төгсгөл"]
    listed = client.get("/api/news/shinemedee").json()["shinemedee_list"]
    assert next(item for item in listed if item["lid"] == article.lid)["shuud"] == 0


def test_ended_coverage_pages_oldest_first(client):
    article = live_article()
    for n in range(live.PAGE_SIZE + 3):
        post(article, 100 - n, f"u{n:02}")
    live.end([article])
    first = client.get(f"/api/news/live/{article.lid}").json()["live"]
    rest = client.get(f"/api/news/live/{article.lid}/updates", first["more"]).json()
    assert titles(first["updates"]) + titles(rest["updates"]) == [f"u{n:02}" for n in range(live.PAGE_SIZE + 3)]


def test_an_unpublished_live_article_shows_nothing_to_readers(client):
    article = live_article(status="draft")
    post(article, 1, "Нууц")
    assert client.get(f"/api/news/live/{article.lid}").status_code == 404
    assert client.get(f"/live/{article.lid}/rss").status_code == 404


def test_the_live_feed_is_rss_of_the_updates_in_its_own_edition(client):
    article = live_article(title="Үерийн шууд мэдээ")
    update = post(article, 5, "Ус татарлаа")
    response = client.get(f"/live/{article.lid}/rss")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/rss+xml")
    text = response.content.decode()
    assert "<title>Үерийн шууд мэдээ</title>" in text and "<title>Ус татарлаа</title>" in text
    assert f"/{article.lid}/r#update-{update.pk}</link>" in text
    assert client.get(f"/en/live/{article.lid}/rss").status_code == 404  # not an English article


def test_the_page_draws_the_updates_for_crawlers_with_liveblogposting(client):
    article = live_article(title="Election night", language="en")
    post(article, 40, "Polls close", is_key_event=True)
    post(article, 5, "First results")
    page = client.get(f"/en/{article.lid}/r").content.decode()
    # Drawn on the server: a reader without JavaScript and a crawler see the updates.
    assert "First results" in page and "Polls close" in page
    assert 'id="update-' in page
    assert '"@type":"LiveBlogPosting"' in page.replace(" ", "")
    assert '"coverageStartTime"' in page and '"liveBlogUpdate"' in page
    assert '"coverageEndTime"' not in page
    # Feed readers find the story's own feed in the head.
    assert (f'<link rel="alternate" type="application/rss+xml" href="/en/live/{article.lid}/rss" '
            'title="Election night">') in page
    assert "/live/" not in client.get(f"/en/{factories.article(language='en').lid}/r").content.decode()
    live.end([article])
    ended = client.get(f"/en/{article.lid}/r").content.decode()
    assert '"coverageEndTime"' in ended


def test_an_editor_posts_an_update_from_the_article_and_ends_the_coverage_in_mongolian(editor_client):
    article = live_article(title="Шууд: Наадам")
    form = editor_client.get(f"/admin/news/article/{article.pk}/change/").content.decode()
    assert f"/admin/news/liveupdate/add/?article={article.pk}" in form

    add = editor_client.get(f"/admin/news/liveupdate/add/?article={article.pk}").content.decode()
    assert f'value="{article.pk}"' in add
    now = timezone.localtime()
    response = editor_client.post("/admin/news/liveupdate/add/", {
        "article": article.pk, "published_at_0": now.strftime("%Y-%m-%d"), "published_at_1": now.strftime("%H:%M:%S"),
        "title": "Барилдаан эхэллээ", "body_html": "<p>Эхний даваа</p>", "is_key_event": "on",
    })
    assert response.status_code == 302, response.content.decode()[:2000]
    update = LiveUpdate.objects.get(article=article)
    assert update.is_key_event and update.body_blocks == [{"type": "paragraph", "html": "Эхний даваа"}]

    coverage = editor_client.get(f"/api/cache/news/live/{article.lid}").json()["live"]
    assert titles(coverage["updates"]) == ["Барилдаан эхэллээ"]

    empty = editor_client.post("/admin/news/liveupdate/add/", {
        "article": article.pk, "published_at_0": now.strftime("%Y-%m-%d"), "published_at_1": now.strftime("%H:%M:%S"),
    })
    assert empty.status_code == 200 and LiveUpdate.objects.count() == 1

    ended = editor_client.post(
        "/admin/news/article/", {"action": "end_live", "_selected_action": [article.pk]}, follow=True
    )
    assert ended.status_code == 200
    assert Article.objects.get(pk=article.pk).live_ended_at is not None
    assert editor_client.get(f"/api/cache/news/live/{article.lid}").json()["live"]["state"] == "ended"


def test_an_update_cannot_be_posted_to_an_article_that_is_not_live(editor_client):
    article = factories.article()
    now = timezone.localtime()
    response = editor_client.post("/admin/news/liveupdate/add/", {
        "article": article.pk, "published_at_0": now.strftime("%Y-%m-%d"), "published_at_1": now.strftime("%H:%M:%S"),
        "title": "Алдаа",
    })
    assert response.status_code == 200 and not LiveUpdate.objects.exists()


def test_the_demo_gives_each_sample_live_article_updates_once():
    from news.demo import live as demo

    article = live_article()
    demo.seed_demo_content(random_source(), timezone.now())
    count = article.live_updates.count()
    assert count == len(demo.UPDATES["mn"])
    assert article.live_updates.filter(is_pinned=True).count() == 1
    assert article.live_updates.filter(is_key_event=True).exists()
    demo.seed_demo_content(random_source(), timezone.now())
    assert article.live_updates.count() == count


def random_source():
    import random

    return random.Random(1)
