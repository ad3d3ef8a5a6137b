"""The breaking-news strip: embedded and drawn by the server on every page with the site layout, in the
edition of its story, and left out of any page drawn after its time, whatever a cache still holds."""
import re
from datetime import timedelta

import pytest
from django.utils import timezone

from news import breaking
from news.models import Article
from news.tests import factories
from web.tests.embedded import has_read, read_of

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

STRIP = re.compile(r'<section[^>]*class="breaking-strip"[^>]*>(.*?)</section>', re.S)


def strip_of(html: str) -> str | None:
    found = STRIP.search(html)
    return found.group(1) if found else None


def test_every_page_with_the_layout_draws_the_strip_of_its_edition(client):
    story = factories.article(title="Үер нийслэлд хүрлээ")
    other = factories.article(title="Өөр мэдээ")
    breaking.flag([story], breaking.BREAKING_HOURS)
    for path in ("/", f"/{other.lid}/r", "/today", "/no/such/page"):
        page = client.get(path)
        read = read_of(page, "/api/cache/breaking", {})
        assert read["layout"] is True and read["data"]["breaking"]["lid"] == story.lid, path
        strip = strip_of(page.content.decode())
        assert strip is not None, path
        assert "Шуурхай мэдээ" in strip and f'href="/{story.lid}/r"' in strip and "Үер нийслэлд хүрлээ" in strip
        assert 'aria-label="Энэ шуурхай мэдээг нуух"' in strip
    assert 'aria-label="Шуурхай мэдээ"' in client.get("/").content.decode()

    english = client.get("/en/")
    assert read_of(english, "/api/cache/breaking", {})["data"] == {"breaking": None}
    assert strip_of(english.content.decode()) is None
    # Embedded and app screens have no site layout, so no strip.
    assert not has_read(client.get("/horoscope/mba"), "/api/cache/breaking")


def test_an_english_story_shows_in_the_english_edition(client):
    story = factories.article(title="Flood reaches the capital", language="en")
    breaking.flag([story], breaking.BREAKING_HOURS)
    strip = strip_of(client.get("/en/").content.decode())
    assert strip is not None
    assert "Breaking" in strip and f'href="/en/{story.lid}/r"' in strip and "Flood reaches the capital" in strip
    assert strip_of(client.get("/").content.decode()) is None


def test_a_page_drawn_after_the_end_leaves_the_strip_out_though_a_cached_answer_still_names_it(client, monkeypatch):
    story = factories.article(title="Үер нийслэлд хүрлээ")
    breaking.flag([story], breaking.BREAKING_HOURS)
    # The shared cache's answer names the story (filled now, as the browser asks; it lives up to a minute) ...
    assert client.get("/api/cache/breaking?lang=mn").json()["breaking"]["lid"] == story.lid
    until = Article.objects.get(pk=story.pk).breaking_until
    # ... and a page is drawn just after the story's time: no editor saved anything since.
    monkeypatch.setattr(timezone, "now", lambda: until + timedelta(seconds=1))
    page = client.get("/")
    assert read_of(page, "/api/cache/breaking", {})["data"]["breaking"]["lid"] == story.lid
    assert strip_of(page.content.decode()) is None
