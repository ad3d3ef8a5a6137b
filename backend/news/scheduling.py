"""Scheduled publishing: a story saved with a later publish time appears by itself when that time comes.

Readers' queries already hide a story until its time (`Article.objects.published`), but the cached
lists and pages were made before it and carry no change for it: nothing was saved at that moment.
`publish_due`, run every 30 s by the job schedule (jobs/schedule.py), finds the stories whose time
came since its last run and invalidates what they show, as a save would (common/signals.py), so the
lists carry them within the half minute.
"""
from datetime import datetime, timedelta

from django.core.cache import caches
from django.utils import timezone

from common import cache_tags, signals

from .models import Article

LAST_RUN_KEY = "news:publish-due:last-run"
# A first run (or one after the store was flushed) looks back this far: the longest a cached list lives.
FIRST_LOOK_BACK = timedelta(minutes=10)


def publish_due(now: datetime | None = None) -> int:
    """Invalidate the tags of the stories whose publish time came since the last run; how many there were."""
    now = now or timezone.now()
    store = caches["versions"]
    since = store.get(LAST_RUN_KEY) or now - FIRST_LOOK_BACK
    due = list(Article.objects.published(now).filter(publish_date__gt=since))
    tags: set[str] = set()
    for article in due:
        tags |= cache_tags.changed_tags(article)
    if tags:
        signals.changed(tags)
    store.set(LAST_RUN_KEY, now, None)
    return len(due)
