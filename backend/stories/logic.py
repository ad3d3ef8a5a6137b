"""Story use-cases: the live stories of a language with their items, and marking one seen."""
from datetime import datetime

from django.db import IntegrityError, transaction
from django.db.models import Prefetch

from common.errors import ApiError
from common.languages import Language

from .models import Story, StoryItem, StorySeen

MAX_STORIES = 30


def live_stories(language: Language, viewer_key: str = "", now: datetime | None = None) -> list[Story]:
    """Live stories in editor order with their items (two queries); `is_seen` for `viewer_key` when given."""
    queryset = Story.objects.published(now).in_language(language).prefetch_related(
        Prefetch("items", queryset=StoryItem.objects.order_by("position", "id"))
    )
    if viewer_key:
        queryset = queryset.with_seen(viewer_key)
    stories = list(queryset[:MAX_STORIES])
    for story in stories:
        story.is_seen = bool(getattr(story, "is_seen", False))  # type: ignore[attr-defined]
    return stories


def mark_seen(story_id: int, viewer_key: str, now: datetime | None = None) -> bool:
    """Remember that the viewer watched a live story; marking twice changes nothing. Returns whether it was new."""
    story = Story.objects.published(now).filter(pk=story_id).first()
    if story is None:
        raise ApiError("not_found", status=404)
    try:
        with transaction.atomic():
            _, created = StorySeen.objects.get_or_create(story=story, viewer_key=viewer_key)
    except IntegrityError:  # a parallel request of the same viewer stored it
        return False
    return created
