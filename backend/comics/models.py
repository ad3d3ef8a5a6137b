"""Comics: dated cartoon images, the election comic list, and readers' likes."""

from __future__ import annotations

from datetime import datetime

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.models import ImageRenditionsMixin, Language


class VoteValue(models.IntegerChoices):
    LIKE = 1, _("Like")
    DISLIKE = -1, _("Dislike")


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

    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN, db_index=True
    )
    title = models.CharField(_("title"), max_length=200)
    # Required in the newsroom (see clean); blank is allowed so tests and imports need no file.
    image = models.ImageField(_("image"), upload_to="comics/%Y/%m/", blank=True)
    publish_date = models.DateTimeField(_("publish date"), default=timezone.now, db_index=True)
    is_published = models.BooleanField(_("published"), default=True)
    is_election = models.BooleanField(
        _("election comic"), default=False, help_text=_("Shown in the election comic list.")
    )
    election_year = models.PositiveSmallIntegerField(_("election year"), null=True, blank=True)
    likes = models.PositiveIntegerField(_("likes"), default=0, editable=False)
    dislikes = models.PositiveIntegerField(_("dislikes"), default=0, editable=False)
    comment_count = models.PositiveIntegerField(_("comments"), default=0, editable=False)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = ComicQuerySet.as_manager()

    class Meta:
        ordering = ["-publish_date", "-id"]
        verbose_name = _("comic")
        verbose_name_plural = _("comics")
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
            raise ValidationError({"image": _("A comic needs an image.")})


class ComicVote(models.Model):
    """One client's like or dislike of a comic; a second vote replaces, never stacks."""

    comic = models.ForeignKey(Comic, on_delete=models.CASCADE, related_name="votes", verbose_name=_("comic"))
    voter_key = models.CharField(_("voter key"), max_length=64)
    value = models.SmallIntegerField(_("vote"), choices=VoteValue.choices)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("comic vote")
        verbose_name_plural = _("comic votes")
        constraints = [
            models.UniqueConstraint(fields=["comic", "voter_key"], name="comic_vote_once_per_voter"),
            models.CheckConstraint(condition=Q(value__in=[1, -1]), name="comic_vote_value_is_plus_or_minus_one"),
        ]

    def __str__(self) -> str:
        return f"{self.get_value_display()} on comic {self.comic_id}"
