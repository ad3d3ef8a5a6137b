"""Invalidation by what an answer shows (common/cache_tags.py): publishing or editing one story makes
the lists and that story's page again, while every other story's page stays in the cache."""
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from common import cache_tags
from corrections.models import Correction
from news.models import Article
from news.tests import factories

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


@pytest.fixture
def stories():
    category = factories.category(name_mn="Эдийн засаг", name_en="Economy")
    return factories.article(title="Нэгдүгээр мэдээ", category=category), factories.article(
        title="Хоёрдугаар мэдээ", category=category,
    )


def keys_of(response) -> set[str]:
    assert response["Surrogate-Key"] == response["Cache-Tag"]
    return set(response["Surrogate-Key"].split())


def test_answers_name_the_content_they_show(client, stories):
    first, _ = stories
    page = client.get(f"/{first.lid}/r")
    assert {f"news:{first.lid}", "news-meta", "breaking", "navigation", "site"} <= keys_of(page)
    # The layout's list of latest stories is left out of pages: publishing must not change every page.
    assert "news" not in keys_of(page)
    assert "news" in keys_of(client.get("/"))
    assert keys_of(client.get(f"/api/cache/news/read/{first.lid}")) == {f"news:{first.lid}", "news-meta", "site"}
    assert keys_of(client.get("/api/cache/news/shinemedee")) == {"news", "site"}
    assert keys_of(client.get("/api/cache/poll/last")) == {"polls", "site"}


def test_publishing_a_story_leaves_the_other_stories_pages_in_the_cache(client, stories):
    first, second = stories
    urls = [f"/{first.lid}/r", f"/{second.lid}/r", f"/api/cache/news/read/{second.lid}"]
    for url in urls + ["/"]:
        assert client.get(url)["X-Portal-Cache"] == "miss"

    # In a category and of a kind the newsroom already has, as most stories are.
    fresh = factories.article(title="Шинэ мэдээ нийтлэгдэв", category=first.category, news_type=first.news_type)

    with CaptureQueriesContext(connection) as queries:
        for url in urls:
            answer = client.get(url)
            assert answer["X-Portal-Cache"] == "hit", url
    assert len(queries) == 0
    front = client.get("/")
    assert front["X-Portal-Cache"] == "miss"
    assert fresh.title in front.content.decode()


def test_editing_a_story_remakes_its_page_and_not_its_neighbours(client, stories):
    first, second = stories
    client.get(f"/{first.lid}/r")
    client.get(f"/{second.lid}/r")
    first.title = "Засварласан гарчиг"
    first.save()
    edited = client.get(f"/{first.lid}/r")
    assert edited["X-Portal-Cache"] == "miss" and "Засварласан гарчиг" in edited.content.decode()
    assert client.get(f"/{second.lid}/r")["X-Portal-Cache"] == "hit"


def test_a_correction_remakes_its_article_only(client, stories):
    first, second = stories
    client.get(f"/api/cache/news/read/{first.lid}")
    client.get(f"/api/cache/news/read/{second.lid}")
    Correction.objects.create(article=first, text="Нэрийг засав.", published_at=timezone.now())
    corrected = client.get(f"/api/cache/news/read/{first.lid}")
    assert corrected["X-Portal-Cache"] == "miss" and "Нэрийг засав." in corrected.content.decode()
    assert client.get(f"/api/cache/news/read/{second.lid}")["X-Portal-Cache"] == "hit"


def test_flagging_breaking_news_remakes_every_page_for_the_strip(client, stories):
    first, second = stories
    client.get(f"/{second.lid}/r")
    first.breaking_until = timezone.now() + timezone.timedelta(hours=1)
    first.save()
    assert client.get(f"/{second.lid}/r")["X-Portal-Cache"] == "miss"
    client.get(f"/{second.lid}/r")
    # Ending the flag (the value loaded was set) refreshes the strip too.
    loaded = Article.objects.get(pk=first.pk)
    loaded.breaking_until = None
    loaded.save()
    assert client.get(f"/{second.lid}/r")["X-Portal-Cache"] == "miss"


def test_saving_a_translation_remakes_the_original_s_page(client, stories):
    original, _ = stories
    client.get(f"/{original.lid}/r")
    factories.article(title="The first story", language="en", translation_of=original)
    assert client.get(f"/{original.lid}/r")["X-Portal-Cache"] == "miss"


def test_the_site_mode_invalidates_everything_as_one_version_did(client, stories, settings):
    settings.CACHE_INVALIDATION = "site"
    first, second = stories
    client.get(f"/{second.lid}/r")
    factories.article(title="Шинэ мэдээ", category=first.category, news_type=first.news_type)
    assert client.get(f"/{second.lid}/r")["X-Portal-Cache"] == "miss"


def test_a_change_bumps_the_tags_again_once_committed(stories, django_capture_on_commit_callbacks):
    first, _ = stories
    own = cache_tags.article_tag(first.lid)
    before = cache_tags.versions([own])[own]
    with django_capture_on_commit_callbacks() as callbacks:
        first.title = "Дахин"
        first.save()
    during = cache_tags.versions([own])[own]
    assert during != before
    for callback in callbacks:
        callback()
    # A reader who made the page between the save and its commit read the old row: the second bump
    # leaves that copy stale.
    assert cache_tags.versions([own])[own] != during


def test_revision_rows_change_nothing(stories):
    first, second = stories
    other = cache_tags.article_tag(second.lid)
    before = cache_tags.versions([other, "news-meta"])
    first.title = "Шинэ гарчиг"
    first.save()  # also writes a revision (django-simple-history)
    assert cache_tags.versions([other, "news-meta"]) == before
