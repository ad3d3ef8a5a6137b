"""Corrections: what the newsroom tells readers it got wrong (a correction) or put unclearly (a
clarification) in an article, shown on the article and listed on /corrections."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common import cache_tags
from common.languages import Language
from news.models import Article

# A note of a few sentences: long enough to say what was wrong and what is right, short enough to
# read above an article's title.
TEXT_MAX_LENGTH = 1000


class CorrectionKind(models.TextChoices):
    CORRECTION = "correction", _("Correction")
    CLARIFICATION = "clarification", _("Clarification")


class CorrectionPosition(models.TextChoices):
    TOP = "top", _("Top of the article")
    BOTTOM = "bottom", _("Bottom of the article")


class CorrectionQuerySet(models.QuerySet["Correction"]):
    def shown(self) -> CorrectionQuerySet:
        """Corrections whose time has come, oldest first: as the article shows them."""
        return self.filter(published_at__lte=timezone.now()).order_by("published_at", "id")

    def for_readers(self, language: Language) -> CorrectionQuerySet:
        """Corrections readers of `language` may see: their time has come and their article is
        published in that edition (what "published" means is the articles' own rule)."""
        now = timezone.now()
        return self.filter(published_at__lte=now, article__in=Article.objects.published(now).in_language(language))


class Correction(models.Model):
    """A correction or clarification of one article, in the article's language."""

    article = models.ForeignKey(
        "news.Article", models.CASCADE, related_name="corrections", verbose_name=_("article")
    )
    kind = models.CharField(
        _("kind"), max_length=16, choices=CorrectionKind.choices, default=CorrectionKind.CORRECTION
    )
    text = models.CharField(
        _("text"), max_length=TEXT_MAX_LENGTH,
        help_text=_("Plain text in the article's language: what was wrong or unclear, and what is right."),
    )
    published_at = models.DateTimeField(_("published at"), default=timezone.now)
    position = models.CharField(
        _("place on the article"), max_length=8, choices=CorrectionPosition.choices, default=CorrectionPosition.TOP
    )
    # The newsroom's record of what was wrong: readers see the note, never the revision.
    revision = models.ForeignKey(
        "news.HistoricalArticle", models.SET_NULL, null=True, blank=True, related_name="corrections",
        verbose_name=_("revision corrected"),
        help_text=_("The article's revision that had the error (its revisions are under “History”)."),
    )

    # The version a newsroom form opened, so a save made after another's is refused (common/edit_conflicts.py).
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = CorrectionQuerySet.as_manager()

    class Meta:
        ordering = ["published_at", "id"]
        verbose_name = _("correction")
        verbose_name_plural = _("corrections and clarifications")
        # The public list pages by (published_at, id) descending (common/paging.py).
        indexes = [models.Index(fields=["-published_at", "-id"], name="correction_newest")]

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {self.text[:60]}"

    def cache_tags(self) -> set[str]:
        """A correction shows on its article's page and in the corrections list (common/cache_tags.py)."""
        return {"corrections", cache_tags.article_tag(self.article.lid)}

    def clean(self) -> None:
        super().clean()
        revision = self.revision if self.revision_id is not None else None
        if revision is not None and self.article_id is not None and revision.id != self.article_id:
            raise ValidationError({"revision": _("This revision is of another article.")})
