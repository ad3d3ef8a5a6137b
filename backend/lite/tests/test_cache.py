"""Lite pages in the caches: their own keys, the tags of their full twins, purged by an editor's save."""
import pytest

from common import cache_tags
from news.models import Article

pytestmark = pytest.mark.django_db


def test_a_lite_article_is_kept_under_its_own_key_with_the_articles_tags_and_purged_by_a_save(client, demo_portal):
    article = Article.objects.published().in_language("mn").order_by("-publish_date").first()
    lite = f"/lite/{article.lid}/r"

    full = client.get(f"/{article.lid}/r")
    first = client.get(lite)
    assert full.status_code == first.status_code == 200
    assert first["X-Portal-Cache"] == "miss"  # the full page's entry is not the lite page's
    tags = set(first["Surrogate-Key"].split())
    assert cache_tags.article_tag(article.lid) in tags
    assert cache_tags.article_tag(article.lid) in set(full["Surrogate-Key"].split())
    assert client.get(lite)["X-Portal-Cache"] == "hit"

    article.title = "Засварласан гарчиг"
    article.save()  # as the newsroom's form saves it: the article's tag is bumped (common/signals.py)
    cache_tags.reset_memo()
    after = client.get(lite)
    assert after["X-Portal-Cache"] == "miss"
    assert "Засварласан гарчиг" in after.content.decode()


def test_a_lite_list_is_purged_when_a_story_is_published(client, demo_portal):
    first = client.get("/lite/i/list")
    assert cache_tags.NEWS_LISTS in first["Surrogate-Key"].split()
    assert client.get("/lite/i/list")["X-Portal-Cache"] == "hit"
    article = Article.objects.published().in_language("mn").order_by("publish_date").first()
    article.title = "Шинэчилсэн мэдээ"
    article.save()
    cache_tags.reset_memo()
    after = client.get("/lite/i/list")
    assert after["X-Portal-Cache"] == "miss" and "Шинэчилсэн мэдээ" in after.content.decode()


def test_the_comments_page_follows_the_comments(client, demo_portal):
    article = Article.objects.published().in_language("en").order_by("-publish_date").first()
    page = client.get(f"/en/lite/{article.lid}/r/comments")
    assert {"comments", cache_tags.article_tag(article.lid)} <= set(page["Surrogate-Key"].split())


def test_a_readers_theme_cookie_or_a_logged_in_editor_changes_nothing_shared(client, demo_portal, django_user_model):
    client.cookies["theme"] = "dark"
    assert "Vary" not in client.get("/lite/").headers
    editor = django_user_model.objects.create_user("lite-editor", password="x")
    client.force_login(editor)
    assert client.get("/lite/")["Cache-Control"] == "private, no-cache"
