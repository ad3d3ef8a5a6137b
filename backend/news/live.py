"""Live coverage: the timestamped updates of a live article, as readers page them and poll for new ones.

While the coverage runs, updates read newest first and the browser polls the coverage's cached read
(`/api/cache/news/live/{lid}`): every reader of one live page asks for the same answer, which the
front cache and the browsers' ETags answer, so a thousand readers cost the origin about what one does.
Once the editor ends it, the article reads as a normal one: its updates oldest first, no polling.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from django.db.models import Q, QuerySet
from django.utils import timezone

from common.errors import ApiError
from common.paging import page_before

from .models import Article, LiveUpdate

PAGE_SIZE = 20
KEY_EVENTS_SHOWN = 30


@dataclass(frozen=True)
class Cursor:
    """Where the next page of updates starts: after this update, in the coverage's order."""

    published_at: datetime
    id: int


@dataclass(frozen=True)
class UpdatePage:
    updates: list[LiveUpdate]
    more: Cursor | None  # None: this page is the last


@dataclass(frozen=True)
class Coverage:
    """What a live article shows besides its body: pinned post, key events, the first page of updates."""

    article: Article
    pinned: LiveUpdate | None
    key_events: list[LiveUpdate]
    first_page: UpdatePage

    @property
    def state(self) -> str:
        return "live" if self.article.is_live_now else "ended"


def shown(article: Article, now: datetime | None = None) -> QuerySet[LiveUpdate]:
    """The updates of `article` whose time has come."""
    return LiveUpdate.objects.filter(article=article, published_at__lte=now or timezone.now())


def has_coverage(article: Article) -> bool:
    """A live article, running or ended: the page shows its updates."""
    return article.is_live


def coverage(article: Article) -> Coverage | None:
    """The live part of `article`'s page; None for an article that was never live (no query then)."""
    if not has_coverage(article):
        return None
    now = timezone.now()
    updates = shown(article, now)
    pinned = updates.filter(is_pinned=True).order_by("-published_at", "-id").first() if article.is_live_now else None
    key_events = list(updates.filter(is_key_event=True).only("id", "title", "published_at")[:KEY_EVENTS_SHOWN])
    return Coverage(article, pinned, key_events, page(article, None, now))


def page(article: Article, after: Cursor | None, now: datetime | None = None) -> UpdatePage:
    """One page of `article`'s updates after `after`: newest first while live, oldest first once ended."""
    updates = shown(article, now)
    if article.is_live_now:
        last_date, last_id = (after.published_at, after.id) if after else (None, None)
        rows = page_before(updates, "published_at", last_date, last_id, PAGE_SIZE + 1)
    else:
        rows = _page_after(updates, after, PAGE_SIZE + 1)
    more = Cursor(rows[PAGE_SIZE - 1].published_at, rows[PAGE_SIZE - 1].id) if len(rows) > PAGE_SIZE else None
    return UpdatePage(rows[:PAGE_SIZE], more)


def _page_after(updates: QuerySet[LiveUpdate], after: Cursor | None, size: int) -> list[LiveUpdate]:
    """Oldest first, after the cursor (common/paging.py's rule, the other way round)."""
    ordered = updates.order_by("published_at", "id")
    if after is not None:
        ordered = ordered.filter(published_at__gte=after.published_at).filter(
            Q(published_at__gt=after.published_at) | Q(published_at=after.published_at, id__gt=after.id)
        )
    return list(ordered[:size])


def live_article(lid: str) -> Article:
    """A published live article by its link id; 404 for any other."""
    article = Article.objects.published().filter(lid=lid[:16], is_live=True).first()
    if article is None:
        raise ApiError("not_found", status=404)
    return article


def end(articles: Iterable[Article]) -> int:
    """End the live coverage of `articles` now (the newsroom's action); saves each so caches refresh."""
    count = 0
    now = timezone.now()
    for article in articles:
        if article.is_live_now:
            article.live_ended_at = now
            article.save(update_fields=["live_ended_at", "updated_at"])
            count += 1
    return count


def newest_first(article: Article, limit: int) -> list[LiveUpdate]:
    """The newest `limit` updates of `article` shown now (its feed)."""
    return list(shown(article).order_by("-published_at", "-id")[:limit])
