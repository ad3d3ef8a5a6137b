"""Breaking-news alerts by web push: the readers' browsers that asked for them, and the alerts sent."""
from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from common.models import Language


class PushSubscription(models.Model):
    """One browser's push subscription in one edition: where to send (the push service's endpoint) and the
    keys the payload is encrypted with, what it asked for (breaking news, sections). No reader id, no address."""

    endpoint = models.CharField(_("endpoint"), max_length=1024, unique=True)
    p256dh = models.CharField(_("public key (p256dh)"), max_length=100)
    auth = models.CharField(_("authentication secret"), max_length=32)
    edition = models.CharField(_("edition"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    breaking = models.BooleanField(_("breaking news"), default=True)
    sections = models.ManyToManyField(
        "news.Category", blank=True, related_name="push_subscriptions", verbose_name=_("sections"),
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    last_success_at = models.DateTimeField(_("last delivered"), null=True, blank=True)
    # The newest alert this browser got: a batch tried again skips it (no alert arrives twice).
    last_alert_id = models.BigIntegerField(null=True, blank=True, editable=False)

    class Meta:
        verbose_name = _("push subscription")
        verbose_name_plural = _("push subscriptions")
        indexes = [models.Index(fields=["edition", "breaking"], name="push_subscription_topic")]

    def __str__(self) -> str:
        return f"{self.edition} #{self.pk}"


class AlertStatus(models.TextChoices):
    QUEUED = "queued", _("Queued")
    SENT = "sent", _("Sent")
    FAILED = "failed", _("Not sent")


class Alert(models.Model):
    """The one alert of a story in its edition: queued by an editor (the breaking flag or "Send alert"),
    sent by jobs in batches; the counts say how it went."""

    article = models.ForeignKey("news.Article", models.CASCADE, related_name="alerts", verbose_name=_("article"))
    edition = models.CharField(_("edition"), max_length=2, choices=Language.choices)
    title = models.CharField(_("title"), max_length=300)
    link = models.CharField(_("link"), max_length=500)
    status = models.CharField(_("status"), max_length=10, choices=AlertStatus.choices, default=AlertStatus.QUEUED)
    queued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.SET_NULL, null=True, blank=True, related_name="+",
        verbose_name=_("queued by"),
    )
    created_at = models.DateTimeField(_("queued at"), auto_now_add=True)
    finished_at = models.DateTimeField(_("finished at"), null=True, blank=True)
    queued_count = models.PositiveIntegerField(_("to send"), default=0)
    sent_count = models.PositiveIntegerField(_("sent"), default=0)
    failed_count = models.PositiveIntegerField(_("failed"), default=0)
    gone_count = models.PositiveIntegerField(
        _("gone"), default=0, help_text=_("Subscriptions the push service reported gone: removed."),
    )
    # Batches not finished yet (each a job, tried again alone); the alert is done when none is left.
    batches_left = models.PositiveIntegerField(default=0, editable=False)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = _("alert")
        verbose_name_plural = _("alerts")
        constraints = [models.UniqueConstraint(fields=["article", "edition"], name="alert_once_per_story")]
        indexes = [models.Index(fields=["edition", "-created_at"], name="alert_recent")]

    def __str__(self) -> str:
        return self.title
