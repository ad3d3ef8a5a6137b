"""Builders for corrections tests: a correction of an article (a new published one unless given)."""
from datetime import datetime

from django.utils import timezone

from corrections.models import Correction, CorrectionKind, CorrectionPosition
from news.models import Article
from news.tests import factories as news


def correction(
    article: Article | None = None, *, published_at: datetime | None = None, text: str = "Огноог засав.", **fields,
) -> Correction:
    return Correction.objects.create(
        article=article or news.article(),
        text=text,
        published_at=published_at or timezone.now(),
        kind=fields.pop("kind", CorrectionKind.CORRECTION),
        position=fields.pop("position", CorrectionPosition.TOP),
        **fields,
    )
