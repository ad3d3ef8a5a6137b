"""An editor's breaking-news flag on a published story queues its alert: when a save turns the flag on
(from none, or from a time already passed), whatever screen saved it (the form, the list's action)."""
import logging

from django.conf import settings
from django.contrib import messages
from django.db.models.signals import post_save, pre_save
from django.dispatch import receiver
from django.http import HttpRequest
from django.utils import timezone
from simple_history.models import HistoricalRecords

from news.models import Article
from web.site_url import site_url

from . import logic

logger = logging.getLogger("alerts")


def newsroom_request() -> HttpRequest | None:
    """The newsroom's request saving the story, if one is: django-simple-history's middleware keeps it for
    the revision's editor, and the editor is also who queued the alert and who is told how it went."""
    request = getattr(HistoricalRecords.context, "request", None)
    if request is None or not request.path.startswith("/admin/") or not request.user.is_authenticated:
        return None
    return request


@receiver(pre_save, sender=Article, dispatch_uid="alerts-breaking-flag-seen")
def note_flag_turned_on(sender, instance: Article, raw: bool = False, **kwargs) -> None:
    now = timezone.now()
    flagged = instance.breaking_until is not None and instance.breaking_until > now
    was_flagged = flagged and instance.pk is not None and Article.objects.filter(
        pk=instance.pk, breaking_until__gt=now,
    ).exists()
    instance._alert_flag_turned_on = flagged and not was_flagged and not raw  # type: ignore[attr-defined]


@receiver(post_save, sender=Article, dispatch_uid="alerts-breaking-flag-alert")
def alert_when_flagged(sender, instance: Article, **kwargs) -> None:
    if not getattr(instance, "_alert_flag_turned_on", False):
        return
    instance._alert_flag_turned_on = False  # type: ignore[attr-defined]
    request = newsroom_request()
    site = site_url(request) if request is not None else settings.SITE_URL
    try:
        alert = logic.queue_alert(instance, site, request.user if request is not None else None)
    except logic.AlertRefused as refusal:
        logger.info("Breaking flag without an alert: %s", refusal.message)
        if request is not None:
            messages.warning(request, refusal.message, fail_silently=True)
        return
    if request is not None:
        messages.success(request, logic.queued_message(alert), fail_silently=True)
