"""Corrections as readers see them: the newest first across an edition, paged, and the feed."""

from __future__ import annotations

from datetime import datetime

from django.utils.translation import gettext_lazy as _

from common.languages import Language, translated
from common.paging import page_before

from .models import Correction, CorrectionKind

PAGE_SIZE = 20
FEED_SIZE = 30
FEED_TITLE = _("Corrections and clarifications")


def newest(
    language: Language, size: int = PAGE_SIZE, last_date: datetime | None = None, last_id: int | None = None,
) -> list[Correction]:
    """One page of the edition's corrections, newest first, after the cursor (one query, with each
    one's article title and link id)."""
    shown = (
        Correction.objects.for_readers(language)
        .select_related("article")
        .only("id", "kind", "text", "published_at", "article__title", "article__lid", "article__language")
    )
    return page_before(shown, "published_at", last_date, last_id, size)


def kind_label(correction: Correction, language: Language) -> str:
    """"Correction" or "Clarification" in `language` (the feed's item titles)."""
    return translated(CorrectionKind(correction.kind).label, language)
