"""Stories: live ones in the request language with their items, seen marks per reader, the shared cached copy."""
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from stories.models import Story, StoryItem, StorySeen

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_cache(settings):
    settings.THROTTLE_RATES = {"story_seen": "1000/60"}
    cache.clear()
    yield
    cache.clear()


def make_story(language: str = "mn", items: int = 3, **fields) -> Story:
    story = Story.objects.create(title=fields.pop("title", "Өдрийн түүх"), language=language, **fields)
    for n in range(items):
        StoryItem.objects.create(story=story, caption=f"Хэсэг {n}", position=n)
    return story


def test_live_stories_of_the_language_with_items_in_order(client):
    now = timezone.now()
    live = make_story(position=1)
    first = make_story(position=0, title="Эхнийх")
    make_story(publish_at=now + timedelta(hours=1), expires_at=now + timedelta(hours=5))  # not yet
    make_story(publish_at=now - timedelta(days=2), expires_at=now - timedelta(days=1))  # expired
    make_story(is_published=False)
    make_story(language="en", title="Today")

    result = client.get("/api/stories").json()["result"]

    assert [s["id"] for s in result] == [first.id, live.id]
    assert [i["caption"] for i in result[0]["items"]] == ["Хэсэг 0", "Хэсэг 1", "Хэсэг 2"]
    assert result[0]["seen"] is False
    assert [s["title"] for s in client.get("/api/stories?lang=en").json()["result"]] == ["Today"]


def test_the_list_takes_the_same_queries_however_many_stories(client):
    make_story()
    with CaptureQueriesContext(connection) as few:
        client.get("/api/stories")
    for _ in range(5):
        make_story(items=4)
    with CaptureQueriesContext(connection) as many:
        client.get("/api/stories")
    assert len(many) == len(few) <= 2


def test_seen_is_idempotent_per_reader_and_marked_in_the_list(client):
    story = make_story()

    first = client.post("/api/story/seen", {"id": story.id})
    again = client.post("/api/story/seen", {"id": story.id})

    assert first.json() == again.json() == {"status": "success"}
    assert StorySeen.objects.count() == 1
    assert client.get("/api/stories").json()["result"][0]["seen"] is True
    client.cookies.clear()
    assert client.get("/api/stories", REMOTE_ADDR="10.1.2.3").json()["result"][0]["seen"] is False
    assert client.get("/api/cache/stories").json()["result"][0]["seen"] is False  # shared copy: no marks


def test_seen_needs_a_live_story_and_valid_input(client):
    expired = make_story(publish_at=timezone.now() - timedelta(days=2), expires_at=timezone.now() - timedelta(days=1))
    assert client.post("/api/story/seen", {"id": expired.id}).status_code == 404
    assert client.post("/api/story/seen", {"id": 2**70}).status_code == 404
    assert client.post("/api/story/seen", {"id": "abc"}).status_code == 400
    assert client.post("/api/story/seen", {}).status_code == 400


def test_seen_is_throttled(client, settings):
    settings.THROTTLE_RATES = {"story_seen": "2/60"}
    story = make_story()
    codes = [client.post("/api/story/seen", {"id": story.id}).status_code for _ in range(3)]
    assert codes == [200, 200, 429]
