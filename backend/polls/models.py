"""Polls: questions with answers readers vote on, one vote per poll per voter."""

from __future__ import annotations

from datetime import datetime

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.models import ImageRenditionsMixin, Language


class PollQuerySet(models.QuerySet["Poll"]):
    def published(self) -> PollQuerySet:
        """Polls editors have released."""
        return self.filter(is_published=True)

    def in_language(self, language: str) -> PollQuerySet:
        """Polls of one edition."""
        return self.filter(language=language)

    def started(self, now: datetime | None = None) -> PollQuerySet:
        """Published polls that have opened by `now` (open or closed), newest first."""
        now = now or timezone.now()
        return self.published().filter(start_date__lte=now).order_by("-start_date", "-id")

    def active(self, now: datetime | None = None) -> PollQuerySet:
        """Published polls open for votes at `now`, newest first."""
        now = now or timezone.now()
        return self.started(now).filter(Q(end_date__isnull=True) | Q(end_date__gt=now))

    def closed(self, now: datetime | None = None) -> PollQuerySet:
        """Published polls whose voting has ended by `now`."""
        now = now or timezone.now()
        return self.started(now).filter(end_date__lte=now)

    def special(self) -> PollQuerySet:
        """Polls shown in the special-poll place."""
        return self.filter(is_special=True)

    def regular(self) -> PollQuerySet:
        """Polls that are not special."""
        return self.filter(is_special=False)


class Poll(ImageRenditionsMixin):
    """A question with answers; open from `start_date` until `end_date` (or until closed by hand)."""

    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN, db_index=True
    )
    question = models.CharField(_("question"), max_length=300)
    description = models.TextField(_("description"), blank=True)
    image = models.ImageField(_("image"), upload_to="polls/%Y/%m/", blank=True)
    start_date = models.DateTimeField(_("start date"), default=timezone.now, db_index=True)
    end_date = models.DateTimeField(
        _("end date"), null=True, blank=True, help_text=_("Empty means open until unpublished.")
    )
    is_special = models.BooleanField(_("special poll"), default=False, db_index=True)
    is_published = models.BooleanField(_("published"), default=True)
    total_votes = models.PositiveIntegerField(_("total votes"), default=0, editable=False)
    comment_count = models.PositiveIntegerField(_("comments"), default=0, editable=False)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = PollQuerySet.as_manager()

    class Meta:
        ordering = ["-start_date", "-id"]
        verbose_name = _("poll")
        verbose_name_plural = _("polls")
        indexes = [
            models.Index(fields=["language", "is_published", "-start_date"], name="poll_list_idx"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(end_date__isnull=True) | Q(end_date__gt=models.F("start_date")),
                name="poll_ends_after_it_starts",
            ),
        ]

    def __str__(self) -> str:
        return self.question

    def clean(self) -> None:
        # The same rule as the constraint, said on the field: the constraint's own message
        # names it by its database name.
        if self.end_date and self.start_date and self.end_date <= self.start_date:
            raise ValidationError({"end_date": _("The poll must end after it starts.")})

    def is_open(self, now: datetime | None = None) -> bool:
        """Whether votes are accepted at `now`."""
        now = now or timezone.now()
        return self.is_published and self.start_date <= now and (self.end_date is None or self.end_date > now)


class PollAnswer(ImageRenditionsMixin):
    """One choice of a poll, with an optional picture and its vote count."""

    poll = models.ForeignKey(Poll, on_delete=models.CASCADE, related_name="answers", verbose_name=_("poll"))
    text = models.CharField(_("answer text"), max_length=200)
    image = models.ImageField(_("image"), upload_to="polls/answers/%Y/%m/", blank=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    vote_count = models.PositiveIntegerField(_("votes"), default=0, editable=False)

    class Meta:
        ordering = ["poll", "position", "id"]
        verbose_name = _("answer")
        verbose_name_plural = _("answers")

    def __str__(self) -> str:
        return self.text

    @property
    def share(self) -> float:
        """This answer's share of the poll's votes, in percent (0 when nobody voted)."""
        total = self.poll.total_votes
        return round(100 * self.vote_count / total, 2) if total else 0.0


class PollVote(models.Model):
    """One voter's choice in a poll; the unique constraint makes voting idempotent."""

    poll = models.ForeignKey(Poll, on_delete=models.CASCADE, related_name="votes", verbose_name=_("poll"))
    answer = models.ForeignKey(PollAnswer, on_delete=models.CASCADE, related_name="votes", verbose_name=_("answer"))
    voter_key = models.CharField(_("voter key"), max_length=64, help_text=_("Hashed voter id (cookie)."))
    client_fingerprint = models.CharField(
        _("client fingerprint"), max_length=64, blank=True, help_text=_("Hashed IP and user agent.")
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("poll vote")
        verbose_name_plural = _("poll votes")
        constraints = [
            models.UniqueConstraint(fields=["poll", "voter_key"], name="poll_vote_once_per_voter"),
            # The second layer: clearing cookies on the same network and browser does not give a second vote.
            models.UniqueConstraint(
                fields=["poll", "client_fingerprint"], condition=~Q(client_fingerprint=""),
                name="poll_vote_once_per_network",
            ),
        ]
        indexes = [models.Index(fields=["poll", "client_fingerprint"], name="poll_vote_fingerprint_idx")]

    def __str__(self) -> str:
        return f"Vote for answer {self.answer_id} in poll {self.poll_id}"
