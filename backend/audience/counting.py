"""Counting a view: called by the view-count post every article page makes (news/api.py count_view).

The page itself is never touched: cached pages (nginx, the front cache) are counted all the same,
since the count rides on the post the browser sends after the page has loaded. A view is not
counted when it comes from a crawler (by its user agent) or from a signed-in member of the
newsroom; the newsroom's preview carries no app code and sends no post at all (web/preview.py).
Counting sets no cookie and reads none but the newsroom's session.
"""
import logging
import os
import time

from django.conf import settings
from django.http import HttpRequest

from . import buffer, sources, visitors

logger = logging.getLogger("portal.audience")

MAX_REFERRER = 300


def is_on() -> bool:
    """Counting is on unless settings.AUDIENCE_COUNTING or the environment's AUDIENCE_COUNTING=0 says off
    (the bench compares the two)."""
    chosen = getattr(settings, "AUDIENCE_COUNTING", None)
    if chosen is None:
        return os.environ.get("AUDIENCE_COUNTING", "1") != "0"
    return bool(chosen)


def count_view(request: HttpRequest, article: object, referrer: str) -> bool:
    """Count one view of `article` (its pk and language: news.reading.Counted), come from the host
    `referrer`, for the newsroom's audience figures; whether it counted.
    Never raises: a reader's page is never the worse for the audience desk."""
    try:
        if not is_on() or not should_count(request):
            return False
        source = sources.classify(referrer[:MAX_REFERRER], request.get_host())
        record(article.pk, article.language, source, visitors.visitor_hash(request))  # type: ignore[attr-defined]
        return True
    except Exception:
        logger.warning("audience: a view was not counted", exc_info=True)
        return False


def should_count(request: HttpRequest) -> bool:
    """Not crawlers, not the newsroom."""
    return not visitors.is_crawler(request.META.get("HTTP_USER_AGENT", "")) and not visitors.is_newsroom(request)


def record(article_id: int, edition: str, source: str, visitor: str, at: float | None = None) -> None:
    """Buffer one view: in Redis when there is one and it answers, else in this process."""
    now = at if at is not None else time.time()
    key = (article_id, buffer.minute_of(now), edition, source)
    store = buffer.redis_client()
    if store is not None:
        try:
            buffer.record_redis(store, key, visitor, int(now))
            return
        except Exception:  # down, or the breaker is open: kept here and written by this process
            pass
    buffer.record_local(key, visitor, int(now))
