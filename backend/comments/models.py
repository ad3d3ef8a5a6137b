"""Comments: reader comments on news, comics and polls, their votes and reports, and moderation lists."""

from __future__ import annotations

from datetime import datetime

from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.models import Language


class TargetType(models.TextChoices):
    """What a comment is attached to; comments hold no foreign key to other apps."""

    NEWS = "news", _("News article")
    COMIC = "comic", _("Comic")
    POLL = "poll", _("Poll")


class CommentStatus(models.TextChoices):
    APPROVED = "approved", _("Approved")
    HELD = "held", _("Held for review")
    REJECTED = "rejected", _("Rejected")
    HIDDEN = "hidden", _("Hidden by an editor")


class ReasonCode(models.TextChoices):
    """Why a comment is not simply approved (blank when it is)."""

    NONE = "", "—"
    BANNED_WORD = "banned_word", _("Banned word")
    SUSPECT_WORD = "suspect_word", _("Suspect word")
    BLOCKED_CLIENT = "blocked_client", _("Blocked client")
    LINK = "link", _("Contains a link")
    REPEATED = "repeated", _("Repeated text")
    REPORTED = "reported", _("Reported by readers")
    EDITOR = "editor", _("Editor decision")


class VoteValue(models.IntegerChoices):
    LIKE = 1, _("Like")
    DISLIKE = -1, _("Dislike")


class CommentQuerySet(models.QuerySet["Comment"]):
    def visible(self) -> CommentQuerySet:
        """Comments readers may see."""
        return self.filter(status=CommentStatus.APPROVED)

    def for_target(self, target_type: str, target_id: int) -> CommentQuerySet:
        """Comments on one article, comic or poll."""
        return self.filter(target_type=target_type, target_id=target_id)

    def top_level(self) -> CommentQuerySet:
        """Comments that are not replies."""
        return self.filter(parent__isnull=True)

    def held(self) -> CommentQuerySet:
        """Comments waiting for an editor."""
        return self.filter(status=CommentStatus.HELD)

    def reported(self) -> CommentQuerySet:
        """Comments readers have reported at least once."""
        return self.filter(report_count__gt=0)

    def reported_first(self) -> CommentQuerySet:
        """Most reported first, then newest."""
        return self.order_by("-report_count", "-created_at", "-id")

    def by_client(self, client_key: str) -> CommentQuerySet:
        """Comments written from one (hashed) client."""
        return self.filter(client_key=client_key)

    def since(self, when: datetime) -> CommentQuerySet:
        """Comments written at or after `when` (rate limits, recent activity)."""
        return self.filter(created_at__gte=when)


class Comment(models.Model):
    """A reader's comment, or a reply to one; the body is plain text, never HTML."""

    target_type = models.CharField(_("target type"), max_length=8, choices=TargetType.choices)
    target_id = models.PositiveBigIntegerField(_("target id"))
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="replies", verbose_name=_("reply to")
    )
    author_name = models.CharField(_("author name"), max_length=80)
    body = models.TextField(_("comment text"), help_text=_("Plain text; shown escaped, never as HTML."))
    emoticon_id = models.PositiveSmallIntegerField(_("emoticon"), default=0, help_text=_("0 means no emoticon."))
    status = models.CharField(
        _("status"), max_length=10, choices=CommentStatus.choices, default=CommentStatus.APPROVED, db_index=True
    )
    reason_code = models.CharField(_("reason"), max_length=20, choices=ReasonCode.choices, blank=True, default="")
    matched_word = models.CharField(
        _("matched word"), max_length=80, blank=True, help_text=_("The banned or suspect word that matched.")
    )
    client_key = models.CharField(
        _("client key"), max_length=64, db_index=True, help_text=_("Hashed client id, never the raw IP.")
    )
    likes = models.PositiveIntegerField(_("likes"), default=0)
    dislikes = models.PositiveIntegerField(_("dislikes"), default=0)
    report_count = models.PositiveIntegerField(_("reports"), default=0)
    language = models.CharField(
        _("language"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN, db_index=True
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)

    objects = CommentQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = _("comment")
        verbose_name_plural = _("comments")
        indexes = [
            models.Index(fields=["target_type", "target_id", "status", "created_at"], name="comment_target_list_idx"),
            models.Index(fields=["status", "-report_count", "-created_at"], name="comment_moderation_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.author_name}: {self.body[:40]}"

    @property
    def is_visible(self) -> bool:
        """Whether readers may see this comment."""
        return self.status == CommentStatus.APPROVED


class CommentVote(models.Model):
    """One client's like or dislike of a comment; a second vote replaces, never stacks."""

    comment = models.ForeignKey(Comment, on_delete=models.CASCADE, related_name="votes", verbose_name=_("comment"))
    voter_key = models.CharField(_("voter key"), max_length=64)
    value = models.SmallIntegerField(_("vote"), choices=VoteValue.choices)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("comment vote")
        verbose_name_plural = _("comment votes")
        constraints = [
            models.UniqueConstraint(fields=["comment", "voter_key"], name="comment_vote_once_per_voter"),
            models.CheckConstraint(condition=Q(value__in=[1, -1]), name="comment_vote_value_is_plus_or_minus_one"),
        ]

    def __str__(self) -> str:
        return f"{self.get_value_display()} on comment {self.comment_id}"


class CommentReport(models.Model):
    """A reader's report that a comment breaks the rules; one per reader per comment."""

    comment = models.ForeignKey(Comment, on_delete=models.CASCADE, related_name="reports", verbose_name=_("comment"))
    reporter_key = models.CharField(_("reporter key"), max_length=64)
    reason = models.CharField(_("reason"), max_length=200, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("comment report")
        verbose_name_plural = _("comment reports")
        constraints = [
            models.UniqueConstraint(fields=["comment", "reporter_key"], name="comment_report_once_per_reporter"),
        ]

    def __str__(self) -> str:
        return f"Report on comment {self.comment_id}"


class WordKind(models.TextChoices):
    BANNED = "banned", _("Banned (reject)")
    SUSPECT = "suspect", _("Suspect (hold for review)")


class BannedWordQuerySet(models.QuerySet["BannedWord"]):
    def banned(self) -> BannedWordQuerySet:
        """Words that reject a comment outright."""
        return self.filter(kind=WordKind.BANNED)

    def suspect(self) -> BannedWordQuerySet:
        """Words that hold a comment for an editor."""
        return self.filter(kind=WordKind.SUSPECT)


class BannedWord(models.Model):
    """A word (stored lower-case) that rejects or holds a comment containing it."""

    word = models.CharField(_("word"), max_length=80)
    kind = models.CharField(_("kind"), max_length=8, choices=WordKind.choices, default=WordKind.BANNED)
    note = models.CharField(_("note"), max_length=200, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    objects = BannedWordQuerySet.as_manager()

    class Meta:
        ordering = ["kind", "word"]
        verbose_name = _("banned word")
        verbose_name_plural = _("banned words")
        constraints = [models.UniqueConstraint(fields=["word", "kind"], name="banned_word_unique_per_kind")]

    def __str__(self) -> str:
        return f"{self.word} ({self.kind})"

    def save(self, *args, **kwargs) -> None:
        # Matching is case-insensitive, so the list is kept in one case.
        self.word = self.word.strip().lower()
        super().save(*args, **kwargs)


class BlockedClientQuerySet(models.QuerySet["BlockedClient"]):
    def active(self, now: datetime | None = None) -> BlockedClientQuerySet:
        """Blocks in force at `now`: without an end, or ending later."""
        now = now or timezone.now()
        return self.filter(Q(until__isnull=True) | Q(until__gt=now))

    def is_blocked(self, client_key: str, now: datetime | None = None) -> bool:
        """Whether `client_key` may not comment at `now`."""
        return self.active(now).filter(client_key=client_key).exists()


class BlockedClient(models.Model):
    """A (hashed) client that may not comment, for good or until a time."""

    client_key = models.CharField(_("client key"), max_length=64, unique=True)
    reason = models.CharField(_("reason"), max_length=200, blank=True)
    until = models.DateTimeField(_("until"), null=True, blank=True, help_text=_("Empty means blocked for good."))
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    objects = BlockedClientQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("blocked client")
        verbose_name_plural = _("blocked clients")

    def __str__(self) -> str:
        return self.client_key

    def is_active(self, now: datetime | None = None) -> bool:
        """Whether the block is in force at `now`."""
        now = now or timezone.now()
        return self.until is None or self.until > now
