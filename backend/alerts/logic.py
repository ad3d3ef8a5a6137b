"""Alerts' use-cases: a browser's subscription (checked whole before anything is stored), and an
editor's alert for a story (published only, once per story, at most ALERTS_PER_HOUR an hour per edition)."""
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.auth.models import AnonymousUser, User
from django.db import IntegrityError, transaction
from django.utils import formats, timezone
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

import jobs
from common.errors import ApiError
from common.languages import Language
from news.logic import article_path
from news.models import Article, Category

from . import vapid
from .models import Alert, PushSubscription

INVALID_ENDPOINT = _("The browser gave a push address that is not a secure (https) address of a known push service.")
INVALID_KEYS = _("The browser's keys for alerts are not valid. Please turn alerts on again.")
INVALID_SECTIONS = _("One of the chosen sections does not exist.")
NOT_SUBSCRIBED = _("Alerts are not on in this browser.")
ALERTS_OFF = _("Alerts are not available on this site at the moment.")

EDITION_NAMES: dict[str, Promise] = {
    "mn": pgettext_lazy("edition", "Mongolian"), "en": pgettext_lazy("edition", "English"),
}


@dataclass(frozen=True)
class Topics:
    breaking: bool
    section_ids: tuple[int, ...]


def check_configured() -> None:
    """No key, no alerts: the key's address answers 404 (there is none), which browsers show as alerts off."""
    if not vapid.is_configured():
        raise ApiError("alerts_off", status=404, text=ALERTS_OFF)


def is_push_service(endpoint: str) -> bool:
    """Whether the endpoint's host is one of PUSH_SERVICE_HOSTS or under one."""
    host = (urlsplit(endpoint).hostname or "").lower()
    return any(host == allowed or host.endswith(f".{allowed}") for allowed in settings.PUSH_SERVICE_HOSTS)


def check_endpoint(endpoint: str) -> str:
    """The endpoint (an https address: schemas.py) if it is a push service's: the server posts to it, so no
    other address is ever fetched (403 otherwise)."""
    if not is_push_service(endpoint):
        raise ApiError("push_service_not_allowed", status=403, text=INVALID_ENDPOINT)
    return endpoint


def check_keys(p256dh: str, auth: str) -> tuple[str, str]:
    """The keys (of the right sizes: schemas.py) as base64url without padding. Whether p256dh is a point on
    the curve shows when an alert is encrypted for it; one that is not is removed then (sending.py)."""
    return p256dh.rstrip("="), auth.rstrip("=")


def check_topics(breaking: bool, section_ids: Iterable[int]) -> Topics:
    """The topics; a section that is not (or no longer) shown is 404."""
    ids = tuple(sorted(set(section_ids)))
    if ids and Category.objects.filter(pk__in=ids, is_active=True).count() != len(ids):
        raise ApiError("invalid_sections", status=404, text=INVALID_SECTIONS)
    return Topics(breaking, ids)


def subscribe(endpoint: str, p256dh: str, auth: str, edition: Language, topics: Topics) -> PushSubscription | None:
    """Store the browser's subscription (a browser subscribing again keeps one row, with its new keys);
    with no topic, alerts are off: any subscription of the endpoint goes, nothing is stored."""
    if not topics.breaking and not topics.section_ids:
        PushSubscription.objects.filter(endpoint=endpoint).delete()
        return None
    with transaction.atomic():
        subscription, _created = PushSubscription.objects.update_or_create(
            endpoint=endpoint,
            defaults={"p256dh": p256dh, "auth": auth, "edition": edition, "breaking": topics.breaking},
        )
        subscription.sections.set(topics.section_ids)
    return subscription


def _subscription(endpoint: str) -> PushSubscription:
    found = PushSubscription.objects.filter(endpoint=endpoint).first()
    if found is None:
        raise ApiError("not_subscribed", status=404, text=NOT_SUBSCRIBED)
    return found


def change_topics(endpoint: str, edition: Language, topics: Topics) -> PushSubscription | None:
    """New topics for a subscribed browser; none turns its alerts off."""
    with transaction.atomic():
        subscription = _subscription(endpoint)
        if not topics.breaking and not topics.section_ids:
            subscription.delete()
            return None
        subscription.breaking = topics.breaking
        subscription.edition = edition
        subscription.save(update_fields=["breaking", "edition"])
        subscription.sections.set(topics.section_ids)
    return subscription


def unsubscribe(endpoint: str) -> None:
    _subscription(endpoint).delete()


# The newsroom's side.

@dataclass(frozen=True)
class Allowance:
    """An edition's alerts in the last hour against the limit, and when the next may go if none is left."""

    edition: str
    limit: int
    used: int
    next_at: datetime | None

    @property
    def left(self) -> int:
        return max(0, self.limit - self.used)


def allowance(edition: str, now: datetime | None = None) -> Allowance:
    now = now or timezone.now()
    recent = list(
        Alert.objects.filter(edition=edition, created_at__gt=now - timedelta(hours=1))
        .order_by("created_at").values_list("created_at", flat=True)
    )
    limit = settings.ALERTS_PER_HOUR
    # Once the limit is reached, the next alert may go an hour after the one that frees a place.
    next_at = recent[len(recent) - limit] + timedelta(hours=1) if len(recent) >= limit > 0 else None
    return Allowance(edition, limit, len(recent), next_at)


def describe_allowance(allowance: Allowance) -> str:
    """What the newsroom reads about an edition's limit, in the editor's language."""
    edition = EDITION_NAMES.get(allowance.edition, allowance.edition)
    if allowance.left:
        return str(_("%(edition)s edition: %(left)d of %(limit)d alerts left this hour.") % {
            "edition": edition, "left": allowance.left, "limit": allowance.limit,
        })
    return str(_("%(edition)s edition: all %(limit)d alerts of this hour are used; the next can go at %(time)s.") % {
        "edition": edition, "limit": allowance.limit, "time": _clock(allowance.next_at),
    })


class AlertRefused(Exception):
    """Why a story's alert was not queued, for the editor."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _clock(moment: datetime | None) -> str:
    return formats.time_format(timezone.localtime(moment), "H:i") if moment else ""


def queue_alert(article: Article, site: str, user: User | AnonymousUser | None = None,
                now: datetime | None = None) -> Alert:
    """Queue the story's one alert in its edition, sent by a job after the commit; raises AlertRefused
    (nothing queued) for a story readers cannot open yet, one already alerted, or an edition over its limit."""
    now = now or timezone.now()
    title = {"title": article.title}
    if not Article.objects.published(now).filter(pk=article.pk).exists():
        raise AlertRefused(str(_("No alert for “%(title)s”: only a published story can alert readers "
                                 "(not a draft, nor a story scheduled for later).") % title))
    if not vapid.is_configured():
        raise AlertRefused(str(_("No alert for “%(title)s”: alerts are off on this site (no VAPID key is "
                                 "set, docs/operations.md).") % title))
    if not site:
        raise AlertRefused(str(_("No alert for “%(title)s”: the site's address (SITE_URL) is not set.") % title))
    earlier = Alert.objects.filter(article=article, edition=article.language).first()
    if earlier is not None:
        raise AlertRefused(str(_("No alert for “%(title)s”: its alert went out at %(time)s; a story alerts "
                                 "readers once.") % {**title, "time": _clock(earlier.created_at)}))
    try:
        with transaction.atomic():
            left = allowance(article.language, now)
            if not left.left:
                raise AlertRefused(str(_("No alert for “%(title)s”: the limit is reached.") % title)
                                   + " " + describe_allowance(left))
            alert = Alert.objects.create(
                article=article, edition=article.language, title=article.title,
                link=site.rstrip("/") + article_path(article.lid, article.language),
                queued_by=user if isinstance(user, User) else None,
            )
    except IntegrityError:  # another editor's alert of the same story, a moment earlier
        raise AlertRefused(str(_("No alert for “%(title)s”: its alert is already queued.") % title)) from None
    from .sending import send_alert

    # After the commit: the job must see the alert, and the editor's transaction must not wait for the pushes.
    transaction.on_commit(lambda: jobs.enqueue(send_alert, alert.pk))
    return alert


def queued_message(alert: Alert) -> str:
    return str(_("Alert queued for “%(title)s”.") % {"title": alert.title}) + " " + describe_allowance(
        allowance(alert.edition)
    )
