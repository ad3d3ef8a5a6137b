"""One story in both editions: an editor pairs an English article with its Mongolian original; the two
pages link to each other, their hreflang alternates name each other, and the newsroom shows what
lacks a translation and which translations fell behind their original."""
import json
import re

import pytest
from django.utils import timezone

from news.models import Article, ArticleStatus
from web.tests.embedded import read_of

from . import factories
from .test_admin import form_data

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

ALTERNATE = re.compile(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"')


def paired() -> tuple[Article, Article]:
    original = factories.article(title="Төсөв батлагдлаа")
    translation = factories.article(title="The budget is passed", language="en", translation_of=original)
    return original, translation


def entity(page) -> dict:
    return read_of(page, "/api/cache/news/read/:newsid")["data"]["entity"]


def test_each_article_of_a_pair_names_the_other_and_its_pages_alternate_between_them(client, settings):
    original, translation = paired()
    site = "http://testserver"  # the test client's host: links follow the address a page is asked at
    mongolian, english = client.get(f"/{original.lid}/r"), client.get(f"/en/{translation.lid}/r")
    assert entity(mongolian)["pair"] == {"lid": translation.lid, "language": "en", "title": "The budget is passed"}
    assert entity(english)["pair"] == {"lid": original.lid, "language": "mn", "title": "Төсөв батлагдлаа"}
    both = [("mn", f"{site}/{original.lid}/r"), ("en", f"{site}/en/{translation.lid}/r"),
            ("x-default", f"{site}/{original.lid}/r")]
    assert ALTERNATE.findall(mongolian.content.decode()) == both
    assert ALTERNATE.findall(english.content.decode()) == both
    assert "Англиар унших" in mongolian.content.decode()
    assert "Read in Mongolian" in english.content.decode()
    news = json.loads(re.search(r'<script type="application/ld\+json">(.*?)</script>', english.content.decode(),
                                re.S).group(1))
    assert news["translationOfWork"]["url"] == f"{site}/{original.lid}/r"


def test_an_article_without_a_published_pair_alternates_with_nothing(client, settings):
    alone = factories.article()
    draft = factories.article(language="en", status=ArticleStatus.DRAFT)
    original = factories.article()
    Article.objects.filter(pk=draft.pk).update(translation_of=original)
    site = "http://testserver"  # the test client's host: links follow the address a page is asked at
    for article in (alone, original):
        page = client.get(f"/{article.lid}/r")
        assert entity(page)["pair"] is None
        assert ALTERNATE.findall(page.content.decode()) == [("mn", f"{site}/{article.lid}/r")]
        assert "Англиар унших" not in page.content.decode()


def test_the_api_gives_the_pair_only_once_readers_may_open_it(client):
    original = factories.article(title="Эх мэдээ")
    later = timezone.now() + timezone.timedelta(hours=2)
    translation = factories.article(language="en", translation_of=original, publish_date=later,
                                    status=ArticleStatus.SCHEDULED)
    read = client.get(f"/api/news/read/{original.lid}").json()["entity"]
    assert read["pair"] is None
    Article.objects.filter(pk=translation.pk).update(publish_date=timezone.now())
    assert client.get(f"/api/news/read/{original.lid}").json()["entity"]["pair"]["lid"] == translation.lid


def test_only_an_english_article_names_an_original_in_the_newsroom(editor_client):
    original = factories.article(title="Эх мэдээ")
    refused = editor_client.post("/admin/news/article/add/", form_data(title="Хос", translation_of=original.pk))
    assert refused.status_code == 200 and not Article.objects.filter(title="Хос").exists()
    assert refused.context["adminform"].form.errors["translation_of"] == [
        "Зөвхөн англи мэдээ өөр мэдээний орчуулга байж болно."
    ]
    saved = editor_client.post("/admin/news/article/add/",
                               form_data(language="en", title="The original", translation_of=original.pk))
    assert saved.status_code == 302
    assert Article.objects.get(title="The original").translation_of == original


def test_the_newsroom_lists_what_lacks_a_translation_and_what_fell_behind(editor_client):
    original, translation = paired()
    lonely = factories.article(title="Орчуулаагүй мэдээ")
    missing = editor_client.get("/admin/news/article/", {"translation": "missing"}).content.decode()
    assert "Орчуулаагүй мэдээ" in missing and "Төсөв батлагдлаа" not in missing
    assert "Орчуулгагүй" in missing  # the filter, in the newsroom's Mongolian
    behind = editor_client.get("/admin/news/article/", {"translation": "behind"}).content.decode()
    assert "The budget is passed" not in behind
    Article.objects.filter(pk=original.pk).update(updated_at=timezone.now() + timezone.timedelta(minutes=5))
    behind = editor_client.get("/admin/news/article/", {"translation": "behind"}).content.decode()
    assert "The budget is passed" in behind and "эхийг дараа нь зассан" in behind
    assert lonely.title not in behind


def test_pinning_or_flagging_the_original_is_no_edit_its_translation_falls_behind(editor_client):
    original, translation = paired()
    for action in ("pin_lead", "flag_breaking"):
        editor_client.post("/admin/news/article/", {"action": action, "_selected_action": [original.pk]})
    original.refresh_from_db()
    assert original.pinned_until and original.breaking_until  # both actions ran
    behind = editor_client.get("/admin/news/article/", {"translation": "behind"}).content.decode()
    assert "The budget is passed" not in behind


SWITCH = re.compile(r'<a href="([^"]+)"[^>]*class="language-switch"')


def test_the_demo_pairs_stories_and_the_language_switch_leads_to_the_translation(client, demo_portal):
    translations = Article.objects.published().filter(language="en", translation_of__isnull=False)
    assert translations.count() >= 3
    for translation in translations.select_related("translation_of"):
        original = translation.translation_of
        mongolian = client.get(f"/{original.lid}/r").content.decode()
        assert SWITCH.search(mongolian).group(1) == f"/en/{translation.lid}/r"
        assert "Англиар унших" in mongolian and translation.title in mongolian
        english = client.get(f"/en/{translation.lid}/r").content.decode()
        assert SWITCH.search(english).group(1) == f"/{original.lid}/r"
        assert "Read in Mongolian" in english
