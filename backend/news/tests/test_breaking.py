"""Breaking news: the story of the strip above every page, flagged by the newsroom until a time."""
from datetime import datetime, timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from common.cache import POLLED_CACHE_CONTROL
from news import breaking
from news.models import Article, ArticleStatus

from . import factories

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def flag(*articles: Article, hours: int = breaking.BREAKING_HOURS) -> None:
    breaking.flag(Article.objects.filter(pk__in=[article.pk for article in articles]), hours)


def test_the_api_answers_the_flagged_story_of_its_edition_only_until_its_time(client):
    story = factories.article(title="Үер нийслэлд хүрлээ")
    factories.article(title="Flood reaches the capital", language="en")
    assert client.get("/api/breaking").json() == {"breaking": None}

    flag(story)
    story.refresh_from_db()
    answer = client.get("/api/breaking").json()["breaking"]
    assert answer == {"lid": story.lid, "title": "Үер нийслэлд хүрлээ", "until": answer["until"]}
    assert datetime.fromisoformat(answer["until"]) == story.breaking_until
    assert answer["until"].endswith("+08:00")  # in Ulaanbaatar time, as every date of the API
    # The English edition has no breaking story: the Mongolian one is not its news.
    assert client.get("/api/breaking?lang=en").json() == {"breaking": None}

    until = story.breaking_until
    assert breaking.current("mn", now=until - timedelta(seconds=1)) == story
    assert breaking.current("mn", now=until) is None
    Article.objects.filter(pk=story.pk).update(breaking_until=timezone.now() - timedelta(seconds=1))
    assert client.get("/api/breaking").json() == {"breaking": None}


def test_the_newest_published_flagged_story_shows_and_never_a_draft_or_a_scheduled_one():
    now = timezone.now()
    older = factories.article(publish_date=now - timedelta(hours=3))
    newer = factories.article(publish_date=now - timedelta(hours=1))
    draft = factories.article(status=ArticleStatus.DRAFT, publish_date=now - timedelta(minutes=5))
    scheduled = factories.article(status=ArticleStatus.SCHEDULED, publish_date=now + timedelta(minutes=30))
    flag(older, newer, draft, scheduled)
    assert breaking.current("mn") == newer
    flag(newer, hours=0)
    assert breaking.current("mn") == older
    assert Article.objects.get(pk=newer.pk).breaking_until is None


def test_the_story_is_one_query_and_the_cached_answer_follows_the_newsrooms_save(client):
    story = factories.article()
    assert client.get("/api/cache/breaking").json() == {"breaking": None}
    flag(story)  # a save: the content version moves, so the cached twin answers afresh
    assert client.get("/api/cache/breaking").json()["breaking"]["lid"] == story.lid
    with CaptureQueriesContext(connection) as queries:
        breaking.current("mn")
    assert len(queries) == 1


def test_an_editor_flags_a_story_as_breaking_news_for_two_hours_and_ends_it_in_mongolian(editor_client):
    story = factories.article(title="Газар хөдлөл болов")
    factories.article(title="Өөр мэдээ")
    listing = editor_client.get("/admin/news/article/").content.decode()
    assert "Шуурхай мэдээ болгох (2 цаг)" in listing and "Шуурхай мэдээнээс буулгах" in listing
    assert "Breaking news for 2 hours" not in listing

    response = editor_client.post(
        "/admin/news/article/", {"action": "flag_breaking", "_selected_action": [story.pk]}, follow=True
    )
    assert "1 мэдээ 2 цагийн турш шуурхай мэдээний туузад байна." in response.content.decode()
    story.refresh_from_db()
    assert timedelta(hours=1, minutes=59) < story.breaking_until - timezone.now() <= timedelta(hours=2)
    assert editor_client.get("/api/cache/breaking").json()["breaking"]["lid"] == story.lid

    # The list's filter shows what is in the strip now.
    flagged = editor_client.get("/admin/news/article/?breaking=now").content.decode()
    assert "Одоо туузад байгаа" in flagged
    assert "Газар хөдлөл болов" in flagged and "Өөр мэдээ" not in flagged

    ended = editor_client.post(
        "/admin/news/article/", {"action": "end_breaking", "_selected_action": [story.pk]}, follow=True
    )
    assert ("1 мэдээг шуурхай мэдээнээс буулгалаа: уншигчдын нээлттэй хуудаснаас тууз хагас минутын дотор "
            "арилна.") in ended.content.decode()
    assert Article.objects.get(pk=story.pk).breaking_until is None
    assert editor_client.get("/api/cache/breaking").json() == {"breaking": None}
    form = editor_client.get(f"/admin/news/article/{story.pk}/change/").content.decode()
    assert "шуурхай мэдээ байх хугацаа" in form.lower()
    assert 'name="breaking_until_0"' in form


def test_ending_breaking_news_tells_an_english_desk_editor_so(editor_client):
    stories = [factories.article(language="en"), factories.article(language="en")]
    flag(*stories)
    editor_client.cookies["newsroom_lang"] = "en"
    ended = editor_client.post(
        "/admin/news/article/",
        {"action": "end_breaking", "_selected_action": [story.pk for story in stories]},
        follow=True,
    ).content.decode()
    assert "2 articles are no longer breaking news: the strip leaves open pages within half a minute." in ended
    assert not Article.objects.filter(breaking_until__isnull=False).exists()


def test_open_pages_poll_the_strip_through_the_front_cache_and_never_from_their_own_copy(client):
    """A browser must ask on every tick (max-age=0, no stale-while-revalidate), the front caches may
    share it for 10 s, and while nothing changed the answer is a 304."""
    story = factories.article()
    first = client.get("/api/cache/breaking?lang=mn")
    control = first["Cache-Control"]
    assert control == POLLED_CACHE_CONTROL
    assert "public" in control and "s-maxage=10" in control
    assert "max-age=0" in control.replace("s-maxage", "") and "stale-while-revalidate" not in control
    again = client.get("/api/cache/breaking?lang=mn", HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again["Cache-Control"] == control

    flag(story)  # the `breaking` tag moves: the next poll gets the story, not a 304
    changed = client.get("/api/cache/breaking?lang=mn", HTTP_IF_NONE_MATCH=first["ETag"])
    assert changed.status_code == 200 and changed.json()["breaking"]["lid"] == story.lid
    assert changed["Cache-Control"] == control
    assert "breaking" in changed["Surrogate-Key"].split()
