"""The morning digest: at 07:00 Ulaanbaatar time (jobs/schedule.py) each confirmed subscriber gets the top
stories of their edition (and sections) since 07:00 the day before.

Idempotent per day: the day's DigestRun row and each subscriber's `last_digest_on` say what was done, so a
job that is run again (a retry after a lost SMTP connection, or twice by mistake) sends only what is missing.
"""

import logging
from datetime import date, datetime, time, timedelta
from itertools import islice
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db.models import F, Q
from django.utils import timezone
from django.utils.text import Truncator

from common.languages import pick
from news.logic import article_path
from news.models import Article

from .mail import Story, digest_message, send_batch, site_of
from .models import DigestRun, Subscriber

logger = logging.getLogger("newsletter")

DIGEST_TIME = time(7, 0)
DIGEST_ZONE = ZoneInfo("Asia/Ulaanbaatar")
DIGEST_SIZE = 10
LEAD_CHARS = 220


class DigestIncomplete(Exception):
    """Some messages were not accepted for now; the job's retry sends them (and only them)."""


def digest_window(now: datetime) -> tuple[date, datetime]:
    """The digest's day and where its stories start: the last 07:00 in Ulaanbaatar at or before `now`,
    and 07:00 the day before that."""
    local = now.astimezone(DIGEST_ZONE)
    morning = datetime.combine(local.date(), DIGEST_TIME, tzinfo=DIGEST_ZONE)
    if local < morning:
        morning -= timedelta(days=1)
    return morning.date(), morning - timedelta(days=1)


def top_stories(edition: str, section_ids: frozenset[int], since: datetime, now: datetime) -> list[Article]:
    """The edition's top stories published in [since, now]: the newsroom's featured picks, then the most read."""
    queryset = (
        Article.objects.published(now)
        .in_language(edition)
        .filter(publish_date__gte=since)
        .select_related("category")
        .only(
            "lid",
            "language",
            "title",
            "lead",
            "publish_date",
            "is_featured",
            "view_count",
            "category__name_mn",
            "category__name_en",
        )
        .order_by("-is_featured", "-view_count", "-publish_date", "-id")
    )
    if section_ids:
        queryset = queryset.filter(category_id__in=section_ids)
    return list(queryset[:DIGEST_SIZE])


def send_morning_digest(now: datetime | None = None) -> DigestRun:
    """Job: the day's digest to every confirmed subscriber who has not had it yet, in batches (one SMTP
    connection each). Raises DigestIncomplete when some messages must be tried again."""
    now = now or timezone.now()
    day, since = digest_window(now)
    run, _created = DigestRun.objects.get_or_create(day=day, defaults={"since": since, "started_at": now})
    if run.finished_at is not None:
        logger.info("the digest of %s was sent already", day)
        return run
    DigestRun.objects.filter(pk=run.pk).update(attempts=F("attempts") + 1)
    due = (
        Subscriber.objects.receiving()
        .filter(Q(last_digest_on__isnull=True) | Q(last_digest_on__lt=day))
        .order_by("pk")
        .prefetch_related("sections")
    )
    stories: dict[tuple[str, str, frozenset[int]], list[Story]] = {}
    failed = 0
    subscribers = due.iterator(chunk_size=settings.NEWSLETTER_BATCH_SIZE)
    while batch := list(islice(subscribers, settings.NEWSLETTER_BATCH_SIZE)):
        failed += _send_batch(run, batch, day, since, now, stories)
    if failed:
        raise DigestIncomplete(f"{failed} digest messages of {day} were not accepted; the retry sends them")
    DigestRun.objects.filter(pk=run.pk).update(finished_at=timezone.now())
    run.refresh_from_db()
    return run


def _send_batch(
    run: DigestRun,
    batch: list[Subscriber],
    day: date,
    since: datetime,
    now: datetime,
    stories: dict[tuple[str, str, frozenset[int]], list[Story]],
) -> int:
    pairs, empty = [], []
    for subscriber in batch:
        sections = frozenset(section.pk for section in subscriber.sections.all())
        key = (site_of(subscriber), subscriber.edition, sections)  # links are written with the site
        if key not in stories:
            found = top_stories(subscriber.edition, sections, since, now)
            stories[key] = [_story(article, subscriber) for article in found]
        if stories[key]:
            pairs.append((subscriber, digest_message(subscriber, stories[key], _date_text(day, subscriber.edition))))
        else:
            empty.append(subscriber.pk)  # nothing new in their sections: no empty email
    outcome = send_batch(pairs)
    Subscriber.objects.filter(pk__in=outcome.sent + empty).update(last_digest_on=day)
    DigestRun.objects.filter(pk=run.pk).update(
        recipients=F("recipients") + len(batch) - len(outcome.failed),
        sent=F("sent") + len(outcome.sent),
        skipped=F("skipped") + len(empty),
        bounced=F("bounced") + len(outcome.bounced),
        failed=F("failed") + len(outcome.failed),
    )
    return len(outcome.failed)


def _story(article: Article, subscriber: Subscriber) -> Story:
    category = article.category
    return Story(
        title=article.title,
        lead=Truncator(article.lead or "").chars(LEAD_CHARS),
        url=site_of(subscriber) + article_path(article.lid, article.language),
        section=pick(subscriber.edition, category.name_mn, category.name_en),  # type: ignore[arg-type]
        time=article.publish_date.astimezone(DIGEST_ZONE).strftime("%H:%M"),
    )


def _date_text(day: date, language: str) -> str:
    if language == "en":
        return f"{day.day} {day.strftime('%B')} {day.year}"
    return f"{day.year} оны {day.month}-р сарын {day.day}"
