"""Jobs that send an alert: `send_alert` finds the subscribers and queues a job per batch; `send_batch` pushes
to each (pywebpush: VAPID-signed, the payload encrypted for the browser with aes128gcm).

A batch that meets a passing failure (the push service's 429 or 5xx, or no answer) raises after the others
are done, so the queue tries it again after JOBS_RETRY_INTERVALS; the browsers it reached are marked with
the alert (`last_alert_id`) and skipped then, so no one gets an alert twice. A 404 or 410 means the browser
dropped the subscription, and keys nothing can be encrypted for mean no browser made it: either is deleted.
"""
import json
import logging
from collections.abc import Iterable
from enum import Enum

import requests
from django.conf import settings
from django.db.models import F, Q, QuerySet
from django.utils import timezone
from pywebpush import WebPushException, webpush

import jobs
from news.models import Article

from . import logic, vapid
from .models import Alert, AlertStatus, PushSubscription

logger = logging.getLogger("alerts")

# A push service keeps an alert this long for a phone that is off; breaking news is stale after that.
TTL_SECONDS = 4 * 3600
TIMEOUT_SECONDS = 10


class Outcome(Enum):
    SENT = "sent"
    GONE = "gone"
    RETRY = "retry"
    FAILED = "failed"


class PassingFailure(Exception):
    """Some pushes of a batch may succeed when tried again: the queue retries the job."""


def payload(alert: Alert) -> str:
    """What the service worker shows (features/alerts/pushHandlers.ts): the title, the story's link, the edition."""
    return json.dumps({"title": alert.title, "url": alert.link, "edition": alert.edition, "tag": f"alert-{alert.pk}"},
                      ensure_ascii=False)


def recipients(alert: Alert) -> QuerySet[PushSubscription]:
    """The edition's browsers that asked for breaking news or for the story's section."""
    wanted = Q(breaking=True) | Q(sections=alert.article.category_id)
    return PushSubscription.objects.filter(wanted, edition=alert.edition).distinct()


def _finish(alert_id: int, status: AlertStatus) -> None:
    Alert.objects.filter(pk=alert_id, status=AlertStatus.QUEUED).update(status=status, finished_at=timezone.now())


def send_alert(alert_id: int) -> None:
    """Job: queue one `send_batch` job per ALERT_BATCH_SIZE subscribers of the alert."""
    alert = Alert.objects.select_related("article").filter(pk=alert_id, status=AlertStatus.QUEUED).first()
    if alert is None or alert.batches_left:
        return  # finished, or its batches are queued already (this job ran before)
    if not vapid.is_configured() or not Article.objects.published().filter(pk=alert.article_id).exists():
        _finish(alert.pk, AlertStatus.FAILED)  # unpublished since, or the key was removed: readers get nothing
        return
    # A browser at no known push service (the demo's, or one stored before PUSH_SERVICE_HOSTS changed) is
    # never sent to, nor counted.
    ids = [pk for pk, endpoint in recipients(alert).order_by("pk").values_list("pk", "endpoint")
           if logic.is_push_service(endpoint)]
    size = max(1, settings.ALERT_BATCH_SIZE)
    batches = [ids[start:start + size] for start in range(0, len(ids), size)]
    Alert.objects.filter(pk=alert.pk).update(queued_count=len(ids), batches_left=len(batches))
    if not batches:
        _finish(alert.pk, AlertStatus.SENT)
    for batch in batches:
        jobs.enqueue(send_batch, alert.pk, batch)


def push(subscription: PushSubscription, data: str, session: requests.Session) -> Outcome:
    """One push; what the push service said."""
    if not logic.is_push_service(subscription.endpoint):  # as send_alert: no other address is ever fetched
        logger.warning("Push not sent: subscription %s is not at a known push service", subscription.pk)
        return Outcome.FAILED
    info = {"endpoint": subscription.endpoint, "keys": {"p256dh": subscription.p256dh, "auth": subscription.auth}}
    try:
        webpush(info, data, vapid_private_key=vapid.signer(), vapid_claims={"sub": settings.VAPID_SUBJECT},
                ttl=TTL_SECONDS, timeout=TIMEOUT_SECONDS, headers={"Urgency": "high"}, requests_session=session)
    except WebPushException as error:
        if error.response is None:  # refused before sending: keys nothing can be encrypted for
            return Outcome.GONE
        status = error.response.status_code
        if status in (404, 410):
            return Outcome.GONE
        if status == 429 or status >= 500:
            return Outcome.RETRY
        logger.warning("Push refused with %s for subscription %s", status, subscription.pk)
        return Outcome.FAILED
    except requests.RequestException:
        return Outcome.RETRY
    except ValueError:  # a p256dh that is no point of the curve: the browser never made it
        return Outcome.GONE
    return Outcome.SENT


def _tries_left() -> bool:
    """Whether the queue will run this job again if it raises (inline jobs are tried once)."""
    from rq import get_current_job

    job = get_current_job()
    return bool(job is not None and job.retries_left)


def send_batch(alert_id: int, subscription_ids: Iterable[int]) -> None:
    """Job: push the alert to these subscribers, skipping those that have it already."""
    alert = Alert.objects.filter(pk=alert_id, status=AlertStatus.QUEUED).first()
    if alert is None:
        return
    data = payload(alert)
    pending = PushSubscription.objects.filter(pk__in=list(subscription_ids)).exclude(last_alert_id__gte=alert.pk)
    outcomes: dict[Outcome, list[int]] = {outcome: [] for outcome in Outcome}
    with requests.Session() as session:  # one connection per push service for the whole batch
        for subscription in pending.order_by("pk"):
            outcomes[push(subscription, data, session)].append(subscription.pk)
    PushSubscription.objects.filter(pk__in=outcomes[Outcome.SENT]).update(
        last_alert_id=alert.pk, last_success_at=timezone.now(),
    )
    PushSubscription.objects.filter(pk__in=outcomes[Outcome.GONE]).delete()
    retry = outcomes[Outcome.RETRY]
    final = not retry or not _tries_left()
    Alert.objects.filter(pk=alert.pk).update(
        sent_count=F("sent_count") + len(outcomes[Outcome.SENT]),
        gone_count=F("gone_count") + len(outcomes[Outcome.GONE]),
        failed_count=F("failed_count") + len(outcomes[Outcome.FAILED]) + (len(retry) if final else 0),
        batches_left=F("batches_left") - 1 if final else F("batches_left"),
    )
    if not final:
        raise PassingFailure(f"{len(retry)} pushes of alert {alert.pk} to try again")
    done = Alert.objects.filter(pk=alert.pk, batches_left=0).values_list("sent_count", "queued_count").first()
    if done is not None:
        sent, queued = done
        _finish(alert.pk, AlertStatus.SENT if sent or not queued else AlertStatus.FAILED)
