"""Stories: short full-screen picture sequences shown at the top of the front page."""

from __future__ import annotations

from datetime import datetime

from django.db import models
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone

from common.models import ImageRenditionsMixin, Language


class StoryQuerySet(models.QuerySet["Story"]):
    def published(self, now: datetime | None = None) -> StoryQuerySet:
        """Stories live at `now`: released, started and not yet expired; in editor order."""
        now = now or timezone.now()
        return self.filter(
            Q(expires_at__isnull=True) | Q(expires_at__gt=now),
            is_published=True,
            publish_at__lte=now,
        ).order_by("position", "-publish_at", "-id")

    def in_language(self, language: str) -> StoryQuerySet:
        """Stories of one edition."""
        return self.filter(language=language)

    def with_seen(self, viewer_key: str) -> StoryQuerySet:
        """Annotate `is_seen`: whether `viewer_key` has already watched each story."""
        seen = StorySeen.objects.filter(story=OuterRef("pk"), viewer_key=viewer_key)
        return self.annotate(is_seen=Exists(seen))


class Story(ImageRenditionsMixin):
    """A story: a cover and a sequence of items, shown between `publish_at` and `expires_at`."""

    language = models.CharField(max_length=2, choices=Language.choices, default=Language.MONGOLIAN, db_index=True)
    title = models.CharField(max_length=120)
    image = models.ImageField("cover image", upload_to="stories/covers/%Y/%m/", blank=True)
    publish_at = models.DateTimeField(default=timezone.now, db_index=True)
    expires_at = models.DateTimeField(null=True, blank=True, help_text="Empty means shown until unpublished.")
    is_published = models.BooleanField(default=True)
    position = models.PositiveSmallIntegerField(default=0, help_text="Lower comes first.")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = StoryQuerySet.as_manager()

    class Meta:
        ordering = ["position", "-publish_at", "-id"]
        verbose_name_plural = "stories"
        indexes = [models.Index(fields=["language", "is_published", "publish_at"], name="story_live_idx")]
        constraints = [
            models.CheckConstraint(
                condition=Q(expires_at__isnull=True) | Q(expires_at__gt=models.F("publish_at")),
                name="story_expires_after_publish",
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def is_live(self, now: datetime | None = None) -> bool:
        """Whether readers see this story at `now`."""
        now = now or timezone.now()
        return self.is_published and self.publish_at <= now and (self.expires_at is None or self.expires_at > now)


class StoryItem(ImageRenditionsMixin):
    """One frame of a story: a picture, a caption and an optional link."""

    story = models.ForeignKey(Story, on_delete=models.CASCADE, related_name="items")
    image = models.ImageField(upload_to="stories/items/%Y/%m/", blank=True)
    caption = models.CharField(max_length=300, blank=True)
    link_url = models.URLField(blank=True)
    duration_ms = models.PositiveIntegerField(default=5000, help_text="How long the frame shows, in milliseconds.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["story", "position", "id"]

    def __str__(self) -> str:
        return self.caption or f"Item {self.position} of {self.story}"


class StorySeen(models.Model):
    """A viewer has watched a story (POST /story/seen); marking twice changes nothing."""

    story = models.ForeignKey(Story, on_delete=models.CASCADE, related_name="views")
    viewer_key = models.CharField(max_length=64)
    seen_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-seen_at"]
        verbose_name_plural = "stories seen"
        constraints = [models.UniqueConstraint(fields=["story", "viewer_key"], name="story_seen_once_per_viewer")]

    def __str__(self) -> str:
        return f"{self.viewer_key} saw {self.story_id}"
