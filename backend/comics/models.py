"""Comics: dated cartoon images, the election comic list, and readers' likes."""

from __future__ import annotations

from datetime import datetime

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils import timezone

from common.models import ImageRenditionsMixin, Language


class VoteValue(models.IntegerChoices):
    LIKE = 1, "Like"
    DISLIKE = -1, "Dislike"


class ComicQuerySet(models.QuerySet["Comic"]):
    def published(self, now: datetime | None = None) -> ComicQuerySet:
        """Comics released by `now`, newest first."""
        now = now or timezone.now()
        return self.filter(is_published=True, publish_date__lte=now).order_by("-publish_date", "-id")

    def in_language(self, language: str) -> ComicQuerySet:
        """Comics of one edition."""
        return self.filter(language=language)

    def before(self, when: datetime) -> ComicQuerySet:
        """Comics older than `when` (the next page after the cursor `lastComicDate`)."""
        return self.filter(publish_date__lt=when)

    def for_election(self, year: int | None = None) -> ComicQuerySet:
        """The election comic list, of one election year when given."""
        queryset = self.filter(is_election=True)
        return queryset.filter(election_year=year) if year is not None else queryset


class Comic(ImageRenditionsMixin):
    """One comic image with a title; `is_election` puts it in the election comic list."""

    language = models.CharField(max_length=2, choices=Language.choices, default=Language.MONGOLIAN, db_index=True)
    title = models.CharField(max_length=200)
    # Required in the newsroom (see clean); blank is allowed so tests and imports need no file.
    image = models.ImageField(upload_to="comics/%Y/%m/", blank=True)
    publish_date = models.DateTimeField(default=timezone.now, db_index=True)
    is_published = models.BooleanField(default=True)
    is_election = models.BooleanField(default=False, help_text="Shown in the election comic list.")
    election_year = models.PositiveSmallIntegerField(null=True, blank=True)
    likes = models.PositiveIntegerField(default=0, editable=False)
    dislikes = models.PositiveIntegerField(default=0, editable=False)
    comment_count = models.PositiveIntegerField(default=0, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = ComicQuerySet.as_manager()

    class Meta:
        ordering = ["-publish_date", "-id"]
        indexes = [
            models.Index(fields=["language", "is_published", "-publish_date"], name="comic_list_idx"),
            models.Index(fields=["is_election", "election_year", "-publish_date"], name="comic_election_idx"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(is_election=True) | Q(election_year__isnull=True),
                name="comic_election_year_only_for_election",
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def clean(self) -> None:
        """A comic is its image, so the newsroom form requires one."""
        if not self.image:
            raise ValidationError({"image": "A comic needs an image."})


class ComicVote(models.Model):
    """One client's like or dislike of a comic; a second vote replaces, never stacks."""

    comic = models.ForeignKey(Comic, on_delete=models.CASCADE, related_name="votes")
    voter_key = models.CharField(max_length=64)
    value = models.SmallIntegerField(choices=VoteValue.choices)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["comic", "voter_key"], name="comic_vote_once_per_voter"),
            models.CheckConstraint(condition=Q(value__in=[1, -1]), name="comic_vote_value_is_plus_or_minus_one"),
        ]

    def __str__(self) -> str:
        return f"{self.get_value_display()} on comic {self.comic_id}"
