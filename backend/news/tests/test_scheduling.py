"""A story scheduled for later appears in the cached lists once its time comes, without a save then."""
from datetime import timedelta

import pytest
from django.utils import timezone

from news.models import Article
from news.scheduling import publish_due
from news.tests import factories

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def test_a_scheduled_story_reaches_the_cached_lists_when_its_time_comes(client):
    category = factories.category()
    factories.article(title="Өмнөх мэдээ", category=category)
    publish_due()  # the schedule's earlier run
    later = factories.article(title="Товлосон мэдээ", category=category,
                              publish_date=timezone.now() + timedelta(minutes=5))
    assert "Товлосон мэдээ" not in client.get("/api/cache/news/shinemedee").content.decode()

    # Its time comes (moved into the past without a save, as time passing changes no row): the kept
    # list is still current for its tags and does not show it.
    Article.objects.filter(pk=later.pk).update(publish_date=timezone.now())
    kept = client.get("/api/cache/news/shinemedee")
    assert kept["X-Portal-Cache"] == "hit" and "Товлосон мэдээ" not in kept.content.decode()

    assert publish_due() == 1
    answer = client.get("/api/cache/news/shinemedee")
    assert answer["X-Portal-Cache"] == "miss" and "Товлосон мэдээ" in answer.content.decode()


def test_each_story_is_announced_once():
    now = timezone.now()
    publish_due(now)
    factories.article(publish_date=now + timedelta(seconds=10))
    assert publish_due(now + timedelta(seconds=30)) == 1
    assert publish_due(now + timedelta(seconds=60)) == 0
