"""Stories: short full-screen picture sequences shown at the top of the front page."""

from __future__ import annotations

from datetime import datetime

from django.db import models
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

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

    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN, db_index=True
    )
    title = models.CharField(_("title"), max_length=120)
    image = models.ImageField(_("cover image"), upload_to="stories/covers/%Y/%m/", blank=True)
    publish_at = models.DateTimeField(_("publish at"), default=timezone.now, db_index=True)
    expires_at = models.DateTimeField(
        _("expires at"), null=True, blank=True, help_text=_("Empty means shown until unpublished.")
    )
    is_published = models.BooleanField(_("published"), default=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0, help_text=_("Lower comes first."))
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = StoryQuerySet.as_manager()

    class Meta:
        ordering = ["position", "-publish_at", "-id"]
        verbose_name = _("story")
        verbose_name_plural = _("stories")
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

    story = models.ForeignKey(Story, on_delete=models.CASCADE, related_name="items", verbose_name=_("story"))
    image = models.ImageField(_("image"), upload_to="stories/items/%Y/%m/", blank=True)
    caption = models.CharField(_("caption"), max_length=300, blank=True)
    link_url = models.URLField(_("link"), blank=True)
    duration_ms = models.PositiveIntegerField(
        _("duration (ms)"), default=5000, help_text=_("How long the frame shows, in milliseconds.")
    )
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["story", "position", "id"]
        verbose_name = _("story item")
        verbose_name_plural = _("story items")

    def __str__(self) -> str:
        return self.caption or f"Item {self.position} of {self.story}"


class StorySeen(models.Model):
    """A viewer has watched a story (POST /story/seen); marking twice changes nothing."""

    story = models.ForeignKey(Story, on_delete=models.CASCADE, related_name="views", verbose_name=_("story"))
    viewer_key = models.CharField(_("viewer key"), max_length=64)
    seen_at = models.DateTimeField(_("seen at"), default=timezone.now)

    class Meta:
        ordering = ["-seen_at"]
        verbose_name = _("story seen")
        verbose_name_plural = _("stories seen")
        constraints = [models.UniqueConstraint(fields=["story", "viewer_key"], name="story_seen_once_per_viewer")]

    def __str__(self) -> str:
        return f"{self.viewer_key} saw {self.story_id}"
