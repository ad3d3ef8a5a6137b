"""The story screens open and count items and viewers without multiplying rows."""

import pytest
from django.urls import reverse

from stories.models import Story, StorySeen

pytestmark = pytest.mark.django_db


def test_story_list_counts_items_and_viewers(admin_client):
    story = Story.objects.create(title="Түүх")
    story.items.create(caption="a")
    story.items.create(caption="b")
    for key in ("v1", "v2", "v3"):
        StorySeen.objects.create(story=story, viewer_key=key)

    response = admin_client.get(reverse("admin:stories_story_changelist"))

    assert response.status_code == 200
    row = response.context["cl"].result_list[0]
    assert (row.item_total, row.view_total) == (2, 3)
    assert admin_client.get(reverse("admin:stories_story_change", args=[story.pk])).status_code == 200


def test_the_story_screens_speak_mongolian(admin_client):
    story = Story.objects.create(title="Түүх")

    listing = admin_client.get(reverse("admin:stories_story_changelist")).content.decode()
    for label in ("Стори", "Нийтлэх огноо", "Одоо харагдаж буй", "Үзсэн хүн"):
        assert label in listing, label
    for label in ("Publish at", "Live now", "Seen by"):
        assert label not in listing, label

    change = admin_client.get(reverse("admin:stories_story_change", args=[story.pk])).content.decode()
    assert "Нүүр зураг" in change and "Сторийн хэсгүүд" in change and "Хуваарь" in change
    assert "Cover image" not in change and "Story items" not in change
