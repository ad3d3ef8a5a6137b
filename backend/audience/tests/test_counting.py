"""Counting through the view post: no cookie, crawlers and the newsroom left out, the day's hash."""
from datetime import date

import pytest
from django.db.models import Sum
from django.test import Client

from audience import buffer, visitors
from audience.models import DailySalt, ReaderNow, Source, StoryMinute
from news.tests import factories

from .conftest import BROWSER

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def view(client, article, ref: str = "", **headers):
    headers.setdefault("HTTP_USER_AGENT", BROWSER)
    return client.post("/api/news/view", {"newsid": article.lid, "ref": ref}, **headers)


def stored(**filters) -> int:
    buffer.flush()
    return StoryMinute.objects.filter(**filters).aggregate(n=Sum("views"))["n"] or 0


def test_a_view_is_counted_with_its_edition_and_source_and_sets_no_cookie(client):
    story = factories.article(language="en")
    answer = view(client, story, ref="www.google.com")
    assert answer.status_code == 200 and answer.json()["views"] == 1
    assert not answer.cookies, "counting sets no cookie"
    assert "Set-Cookie" not in answer.headers
    view(client, story, ref="m.facebook.com", REMOTE_ADDR="10.0.0.2")
    view(client, story, REMOTE_ADDR="10.0.0.3")
    assert stored() == 3
    rows = {(row.source, row.edition): row.views for row in StoryMinute.objects.all()}
    assert rows == {(Source.SEARCH, "en"): 1, (Source.SOCIAL, "en"): 1, (Source.DIRECT, "en"): 1}
    assert ReaderNow.objects.filter(article=story).count() == 3


def test_every_view_counts_but_a_reader_is_one_reader(client):
    story = factories.article()
    for _ in range(4):
        view(client, story)  # the article's own counter counts a reader once per half hour; views are views
    assert stored() == 4
    assert ReaderNow.objects.filter(article=story).count() == 1


@pytest.mark.parametrize("agent", [
    "", "Googlebot/2.1 (+http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1", "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36",
    "curl/8.5.0", "python-requests/2.32", "Mozilla/5.0 (compatible; YandexBot/3.0)",
])
def test_crawlers_are_not_counted(client, agent):
    story = factories.article()
    assert view(client, story, HTTP_USER_AGENT=agent).status_code == 200
    assert stored() == 0


def test_the_newsroom_reading_its_own_site_is_not_counted(editor_client):
    story = factories.article()
    view(editor_client, story)
    assert stored() == 0
    view(Client(), story)
    assert stored() == 1


def test_the_newsroom_preview_sends_no_view(editor_client):
    story = factories.article()
    page = editor_client.get(f"/admin/news/article/{story.pk}/preview/", HTTP_USER_AGENT=BROWSER)
    assert page.status_code == 200
    assert b"portal-code" not in page.content  # no app code, so no view post can come from it
    assert stored() == 0


def test_a_throttled_client_is_not_counted_beyond_its_rate(client, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "view": "2/60"}
    story = factories.article()
    for _ in range(5):
        view(client, story)
    assert stored() == 2


def test_counting_off_counts_nothing(client, settings):
    settings.AUDIENCE_COUNTING = False
    story = factories.article()
    assert view(client, story).json()["views"] == 1
    assert stored() == 0


def test_the_visitor_hash_is_the_same_all_day_and_changes_with_the_day(rf):
    first = rf.get("/", HTTP_USER_AGENT=BROWSER, REMOTE_ADDR="10.1.1.1")
    same = rf.get("/", HTTP_USER_AGENT=BROWSER, REMOTE_ADDR="10.1.1.1")
    other = rf.get("/", HTTP_USER_AGENT=BROWSER, REMOTE_ADDR="10.1.1.2")
    monday, tuesday = date(2026, 3, 2), date(2026, 3, 3)
    on_monday = visitors.visitor_hash(first, monday)
    assert on_monday == visitors.visitor_hash(same, monday)
    assert on_monday != visitors.visitor_hash(other, monday)
    assert len(on_monday) == visitors.HASH_LENGTH and "10.1.1.1" not in on_monday
    monday_salt = DailySalt.objects.get(day=monday).value
    on_tuesday = visitors.visitor_hash(first, tuesday)
    assert on_tuesday != on_monday
    # Monday's salt is gone with Monday: its hashes can no longer be made from an address.
    assert list(DailySalt.objects.values_list("day", flat=True)) == [tuesday]
    assert not DailySalt.objects.filter(value=monday_salt).exists()
    visitors.forget_salt()
    assert visitors.visitor_hash(first, tuesday) == on_tuesday  # every process reads the same salt


def test_the_salt_is_random_per_day(rf):
    request = rf.get("/", HTTP_USER_AGENT=BROWSER)
    visitors.visitor_hash(request, date(2026, 3, 2))
    first = DailySalt.objects.get().value
    DailySalt.objects.all().delete()
    visitors.forget_salt()
    visitors.visitor_hash(request, date(2026, 3, 2))
    assert DailySalt.objects.get().value != first and len(first) == 64


def test_readers_not_seen_for_five_minutes_are_forgotten(client):
    story = factories.article()
    view(client, story)
    buffer.flush()
    assert ReaderNow.objects.count() == 1
    from django.utils import timezone

    buffer.prune_readers(timezone.now() + buffer.NOW_WINDOW + timezone.timedelta(seconds=1))
    assert ReaderNow.objects.count() == 0


def test_a_broken_buffer_never_breaks_the_view_post(client, monkeypatch):
    story = factories.article()

    def broken(*args, **kwargs):
        raise RuntimeError("buffer gone")

    monkeypatch.setattr(buffer, "record_local", broken)
    monkeypatch.setattr(buffer, "record_redis", broken)
    assert view(client, story).json()["views"] == 1
