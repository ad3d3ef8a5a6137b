"""The morning email: its subscribers (one row per address and edition) and the runs of the daily digest."""

import secrets

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.models import Language


def new_key() -> str:
    return secrets.token_urlsafe(12)


class SubscriberState(models.TextChoices):
    PENDING = "pending", _("waiting for confirmation")
    CONFIRMED = "confirmed", _("confirmed")
    UNSUBSCRIBED = "unsubscribed", _("unsubscribed")
    BOUNCED = "bounced", _("bounced")
    COMPLAINED = "complained", _("complained of spam")


# Addresses that never get mail again, whatever they ask: a mail server refused them for good, or their
# reader marked us as spam. Only an administrator's change brings them back.
UNDELIVERABLE = (SubscriberState.BOUNCED, SubscriberState.COMPLAINED)


# Domains that can never receive mail (RFC 2606, RFC 6761): the demo's subscribers are on them, so a demo
# portal's morning digest sends them nothing, whatever its SMTP server.
RESERVED_DOMAINS = ("example.com", "example.net", "example.org")
RESERVED_TOP_LEVEL = ("test", "example", "invalid", "localhost")


def reserved_address() -> models.Q:
    """An address on a reserved domain or under one."""
    found = models.Q()
    for domain in RESERVED_DOMAINS:
        found |= models.Q(email__iendswith=f"@{domain}") | models.Q(email__iendswith=f".{domain}")
    for top_level in RESERVED_TOP_LEVEL:
        found |= models.Q(email__iendswith=f".{top_level}")
    return found


class SubscriberQuerySet(models.QuerySet):
    def receiving(self) -> "SubscriberQuerySet":
        """Those the digest goes to: confirmed, nothing since, and on a domain that can receive mail."""
        return self.filter(state=SubscriberState.CONFIRMED).exclude(reserved_address())


class Subscriber(models.Model):
    """An address that asked for the morning email of one edition, optionally of some sections only."""

    email = models.EmailField(_("email address"), max_length=254)
    edition = models.CharField(_("edition"), max_length=2, choices=Language.choices, default=Language.MONGOLIAN)
    sections = models.ManyToManyField(
        "news.Category",
        blank=True,
        related_name="+",
        verbose_name=_("sections"),
        help_text=_("None chosen: every section."),
    )
    state = models.CharField(
        _("state"), max_length=12, choices=SubscriberState.choices, default=SubscriberState.PENDING
    )
    # Signed links name the row and one of these keys: a new confirmation link makes the old one useless,
    # and a confirmation spends its key, so a replayed link changes nothing.
    confirm_key = models.CharField(max_length=32, blank=True, default=new_key, editable=False)
    unsubscribe_key = models.CharField(max_length=32, default=new_key, editable=False)
    # The site origin the address subscribed on: links in its mail lead back there when SITE_URL is unset.
    site = models.CharField(_("site"), max_length=200, blank=True)
    created_at = models.DateTimeField(_("subscribed"), default=timezone.now)
    confirmation_sent_at = models.DateTimeField(_("confirmation sent"), null=True, blank=True)
    confirmed_at = models.DateTimeField(_("confirmed"), null=True, blank=True)
    state_changed_at = models.DateTimeField(_("state changed"), default=timezone.now)
    # The day of the last digest this address was given (or had nothing to get): a retried run skips it.
    last_digest_on = models.DateField(_("last digest"), null=True, blank=True)
    note = models.CharField(
        _("note"), max_length=300, blank=True, help_text=_("Why the address bounced or complained.")
    )

    objects = SubscriberQuerySet.as_manager()

    class Meta:
        verbose_name = _("subscriber")
        verbose_name_plural = _("subscribers")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["email", "edition"], name="newsletter_one_row_per_address_and_edition")
        ]
        indexes = [models.Index(fields=["state", "last_digest_on"], name="newsletter_due_idx")]

    def __str__(self) -> str:
        return f"#{self.pk} ({self.edition}, {self.state})"


class DigestRun(models.Model):
    """One morning's digest: a row per day, so a job run again that day resumes instead of sending twice."""

    day = models.DateField(_("day"), unique=True)
    started_at = models.DateTimeField(_("started"), default=timezone.now)
    finished_at = models.DateTimeField(_("finished"), null=True, blank=True)
    since = models.DateTimeField(_("stories since"))
    recipients = models.PositiveIntegerField(_("recipients"), default=0)
    sent = models.PositiveIntegerField(_("sent"), default=0)
    skipped = models.PositiveIntegerField(_("nothing to send"), default=0)
    failed = models.PositiveIntegerField(_("failed for now"), default=0)
    bounced = models.PositiveIntegerField(_("bounced"), default=0)
    attempts = models.PositiveSmallIntegerField(_("attempts"), default=0)

    class Meta:
        verbose_name = _("digest run")
        verbose_name_plural = _("digest runs")
        ordering = ["-day"]

    def __str__(self) -> str:
        return str(self.day)
