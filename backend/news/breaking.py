"""Breaking news: the story the newsroom flags for the strip above every page of its edition, until a time.

The answer names its end (`breaking_until`), and the strip hides itself once that time has passed,
on the server's drawing of a page and in the reader's browser: so a story ends on time whatever copy
of a page or of this answer a cache still holds, without a save to refresh them (docs/deploy.md).
"""
from datetime import datetime

from django.db.models import QuerySet
from django.utils import timezone

from common.languages import Language

from . import logic
from .models import Article

BREAKING_HOURS = 2


def current(language: Language, now: datetime | None = None) -> Article | None:
    """The newest published story of `language` flagged as breaking until after `now`, or None.

    One query on the partial index of flagged stories (`article_breaking`): only the few stories
    ever flagged are in it, and of those only the ones whose time has not passed are read.
    """
    now = now or timezone.now()
    flagged = Article.objects.published(now).in_language(language).filter(breaking_until__gt=now)
    return flagged.only("lid", "title", "breaking_until").order_by("-publish_date", "-id").first()


def flag(articles: QuerySet[Article] | list[Article], hours: int) -> int:
    """Flag `articles` as breaking news for `hours` from now; 0 ends the flag."""
    return logic.hold_until(articles, "breaking_until", hours)
