"""The audience's figures: views per story, minute and referrer class; the day's salt for visitor hashes.

Nothing here identifies a reader: a row of StoryMinute is a count; ReaderNow holds a visitor's hash
for the five minutes it counts them among a story's current readers, and the salt that made the
hash is deleted when the next day's is made (audience/visitors.py), so no hash can be made again
from an address and a browser string once its day is over.
"""
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class Source(models.TextChoices):
    """Where a view came from, judged from the referrer's host alone (audience/sources.py)."""

    SEARCH = "search", _("Search engines")
    SOCIAL = "social", _("Social networks")
    DIRECT = "direct", _("Direct")
    PORTAL = "portal", _("This portal")
    OTHER = "other", _("Other sites")


class StoryMinute(models.Model):
    """Views of one story in one minute from one class of referrer; written by the flush job only."""

    article = models.ForeignKey(
        "news.Article", on_delete=models.CASCADE, related_name="+", verbose_name=pgettext_lazy("audience", "story"),
    )
    minute = models.DateTimeField(_("minute"))
    edition = models.CharField(_("edition"), max_length=2)  # the article's language, kept to skip a join
    source = models.CharField(pgettext_lazy("audience", "source"), max_length=8, choices=Source.choices)
    views = models.PositiveIntegerField(pgettext_lazy("audience", "views"), default=0)
    is_demo = models.BooleanField(_("demo figures"), default=False)

    class Meta:
        verbose_name = _("audience desk")
        verbose_name_plural = _("audience desk")
        constraints = [
            models.UniqueConstraint(fields=["article", "minute", "source"], name="audience_one_row_per_minute"),
        ]
        indexes = [models.Index(fields=["minute", "edition"], name="audience_minute_edition")]

    def __str__(self) -> str:
        return f"{self.article_id} {self.minute:%Y-%m-%d %H:%M} {self.source}: {self.views}"


class ReaderNow(models.Model):
    """A visitor (the day's hash) seen on a story within the last five minutes; pruned by every flush."""

    article = models.ForeignKey("news.Article", on_delete=models.CASCADE, related_name="+")
    visitor = models.CharField(max_length=16)
    seen_at = models.DateTimeField(db_index=True)

    class Meta:
        verbose_name = _("reader now")
        verbose_name_plural = _("readers now")
        constraints = [models.UniqueConstraint(fields=["article", "visitor"], name="audience_reader_once_per_story")]

    def __str__(self) -> str:
        return f"{self.article_id} {self.seen_at:%H:%M:%S}"


class DailySalt(models.Model):
    """The random salt of one day's visitor hashes; only today's row exists."""

    day = models.DateField(unique=True)
    value = models.CharField(max_length=64)

    class Meta:
        verbose_name = _("daily salt")
        verbose_name_plural = _("daily salts")

    def __str__(self) -> str:
        return str(self.day)  # never the value
