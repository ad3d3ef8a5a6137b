"""Story model behaviour: live window and order, seen marks, items, renditions."""

import io
from datetime import timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import IntegrityError, transaction
from django.utils import timezone
from PIL import Image

from stories.models import Story, StoryItem, StorySeen

pytestmark = pytest.mark.django_db


def png_upload(width: int = 360, height: int = 640, name: str = "story.png") -> SimpleUploadedFile:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (40, 160, 90)).save(buffer, "PNG")
    return SimpleUploadedFile(name, buffer.getvalue(), content_type="image/png")


def make_story(**fields) -> Story:
    return Story.objects.create(**({"title": "Өдрийн түүх"} | fields))


def test_published_stories_are_inside_their_window_in_editor_order():
    now = timezone.now()
    second = make_story(position=2, publish_at=now - timedelta(hours=3))
    first = make_story(position=1, publish_at=now - timedelta(hours=1), expires_at=now + timedelta(hours=5))
    make_story(publish_at=now - timedelta(days=2), expires_at=now - timedelta(days=1))  # expired
    make_story(publish_at=now + timedelta(hours=1))  # scheduled
    make_story(publish_at=now - timedelta(hours=1), is_published=False)

    assert list(Story.objects.published(now)) == [first, second]
    assert first.is_live(now) and not first.is_live(now + timedelta(hours=6))


def test_a_story_cannot_expire_before_it_is_published():
    now = timezone.now()
    with pytest.raises(IntegrityError), transaction.atomic():
        make_story(publish_at=now, expires_at=now - timedelta(minutes=1))


def test_items_come_in_position_order_with_a_default_duration():
    story = make_story()
    late = StoryItem.objects.create(story=story, caption="b", position=2)
    early = StoryItem.objects.create(story=story, caption="a", position=1)

    assert list(story.items.all()) == [early, late]
    assert early.duration_ms == 5000


def test_a_story_is_marked_seen_once_per_viewer_and_annotated():
    seen, unseen = make_story(position=1), make_story(position=2)
    StorySeen.objects.create(story=seen, viewer_key="viewer")

    with pytest.raises(IntegrityError), transaction.atomic():
        StorySeen.objects.create(story=seen, viewer_key="viewer")
    flags = {s.pk: s.is_seen for s in Story.objects.published().with_seen("viewer")}
    assert flags == {seen.pk: True, unseen.pk: False}


def test_renditions_are_made_for_cover_and_item(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    story = make_story(image=png_upload(360, 640, "cover.png"))
    item = StoryItem.objects.create(story=story, image=png_upload(1080, 1920, "frame.png"))

    assert set(story.renditions) == {"160", "320", "360"}
    assert set(item.renditions) == {"160", "320", "480", "640", "960", "1080"}
    assert item.image_url(700).endswith("-960.webp")
    assert (item.image_width, item.image_height) == (1080, 1920)
