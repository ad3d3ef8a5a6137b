"""Use-cases of the morning email: subscribe, confirm by a signed link, unsubscribe, mark an address undeliverable.

Nothing here sends mail in the reader's request: the confirmation goes out as a job (mail.py), after commit.
No answer ever tells whether an address was already known.
"""

from datetime import datetime, timedelta

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

import jobs
from common.errors import ApiError
from common.languages import Language
from news.models import Category

from . import tokens
from .models import UNDELIVERABLE, Subscriber, SubscriberState, new_key

MAX_SECTIONS = 40
# A second subscribe of a pending address sends the link again, but not more often than this.
RESEND_AFTER = timedelta(minutes=10)

INVALID_EMAIL = ApiError("invalid_email", text=_("Please enter a valid email address."))
SECTIONS_TEXT = _("Please choose sections from the list; one of them does not exist.")
INVALID_SECTIONS = ApiError("invalid_sections", text=SECTIONS_TEXT)
UNKNOWN_SECTIONS = ApiError("unknown_sections", status=404, text=SECTIONS_TEXT)
# A 404: a link we did not sign names nothing (the schema already refuses text that cannot be a link).
LINK_INVALID = ApiError(
    "link_invalid",
    status=404,
    text=_("This link is not valid. Open it from your email exactly as it came, or subscribe again."),
)
LINK_EXPIRED = ApiError(
    "link_expired",
    status=410,
    text=_("This confirmation link has expired. Subscribe again to get a new one."),
)
LINK_USED = ApiError("link_used", status=409, text=_("This link has already been used, so nothing was changed."))
NOT_SUBSCRIBED = ApiError(
    "not_subscribed",
    status=404,
    text=_("This address is not on our list, so nothing was changed."),
)


def normalize_email(text: str) -> str:
    """The address as stored: trimmed, lower case, and valid by Django's own validator."""
    email = text.strip().lower()
    if len(email) > 254:
        raise _copy(INVALID_EMAIL)
    try:
        validate_email(email)
    except ValidationError:
        raise _copy(INVALID_EMAIL) from None
    return email


def parse_sections(text: str) -> list[Category]:
    """The active categories named by a comma-separated list of ids; empty means every section."""
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if len(parts) > MAX_SECTIONS or not all(part.isdigit() and len(part) <= 9 for part in parts):
        raise _copy(INVALID_SECTIONS)
    ids = {int(part) for part in parts}
    found = list(Category.objects.filter(pk__in=ids, is_active=True))
    if len(found) != len(ids):
        raise _copy(UNKNOWN_SECTIONS)
    return found


def subscribe(email_text: str, edition: Language, sections_text: str, site: str, now: datetime | None = None) -> None:
    """Ask for the edition's morning email; a confirmation link follows by mail when one is due.

    Whatever the address's past (new, waiting, confirmed, unsubscribed, bounced), the caller answers
    the same, so nobody learns from the form whether an address is on the list.
    """
    email = normalize_email(email_text)
    sections = parse_sections(sections_text)
    now = now or timezone.now()
    with transaction.atomic():
        subscriber, created = Subscriber.objects.select_for_update().get_or_create(
            email=email,
            edition=edition,
            defaults={"site": site, "created_at": now, "state_changed_at": now},
        )
        if not created and not _asks_again(subscriber, now):
            return
        if subscriber.state == SubscriberState.UNSUBSCRIBED:
            subscriber.state = SubscriberState.PENDING
            subscriber.state_changed_at = now
            subscriber.confirm_key = new_key()
        subscriber.site = site
        subscriber.confirmation_sent_at = now
        subscriber.save()
        subscriber.sections.set(sections)
        from .mail import send_confirmation

        jobs.enqueue(send_confirmation, subscriber.pk)


def _asks_again(subscriber: Subscriber, now: datetime) -> bool:
    """Whether a known address's new request sends a link: a pending one now and then, an unsubscribed one
    always; a confirmed or undeliverable one never (a stranger could otherwise mail it at will)."""
    if subscriber.state == SubscriberState.UNSUBSCRIBED:
        return True
    if subscriber.state == SubscriberState.PENDING:
        sent = subscriber.confirmation_sent_at
        return sent is None or now - sent >= RESEND_AFTER
    return False


def confirm(token: str, now: datetime | None = None) -> Subscriber:
    """Confirm the address a confirmation link names; the link is spent, so a replay changes nothing."""
    try:
        claim = tokens.read_confirm_token(token)
    except tokens.LinkExpired:
        raise _copy(LINK_EXPIRED) from None
    except tokens.LinkInvalid:
        raise _copy(LINK_INVALID) from None
    with transaction.atomic():
        subscriber = Subscriber.objects.select_for_update().filter(pk=claim.subscriber_id).first()
        if subscriber is None:
            raise _copy(NOT_SUBSCRIBED)
        if (
            subscriber.state != SubscriberState.PENDING
            or not subscriber.confirm_key
            or subscriber.confirm_key != claim.key
        ):
            raise _copy(LINK_USED)
        now = now or timezone.now()
        subscriber.state = SubscriberState.CONFIRMED
        subscriber.confirmed_at = subscriber.state_changed_at = now
        subscriber.confirm_key = ""
        subscriber.save(update_fields=["state", "confirmed_at", "state_changed_at", "confirm_key"])
    return subscriber


def subscriber_for_unsubscribe(token: str) -> Subscriber:
    """The subscriber an unsubscribe link names (for its page), without changing anything."""
    try:
        claim = tokens.read_unsubscribe_token(token)
    except tokens.LinkInvalid:
        raise _copy(LINK_INVALID) from None
    subscriber = Subscriber.objects.filter(pk=claim.subscriber_id, unsubscribe_key=claim.key).first()
    if subscriber is None:
        raise _copy(NOT_SUBSCRIBED)
    return subscriber


def unsubscribe(token: str, now: datetime | None = None) -> Subscriber:
    """Stop all mail to the address an unsubscribe link names; again is harmless."""
    subscriber = subscriber_for_unsubscribe(token)
    if subscriber.state in (SubscriberState.PENDING, SubscriberState.CONFIRMED):
        # A conditional update: a confirmation racing with it cannot bring the address back.
        Subscriber.objects.filter(
            pk=subscriber.pk, state__in=[SubscriberState.PENDING, SubscriberState.CONFIRMED]
        ).update(
            state=SubscriberState.UNSUBSCRIBED,
            state_changed_at=now or timezone.now(),
            confirm_key="",
        )
        subscriber.refresh_from_db()
    return subscriber


def mark_undeliverable(email_text: str, state: SubscriberState, note: str = "", now: datetime | None = None) -> int:
    """Mark every row of an address bounced or complained (all editions): it receives nothing more."""
    assert state in UNDELIVERABLE
    email = email_text.strip().lower()
    return mark_rows(Subscriber.objects.filter(email=email), state, note, now)


def mark_rows(rows, state: SubscriberState, note: str = "", now: datetime | None = None) -> int:  # noqa: ANN001 - a Subscriber QuerySet
    return rows.update(state=state, note=note[:300], state_changed_at=now or timezone.now(), confirm_key="")


def _copy(error: ApiError) -> ApiError:
    # A new exception each time: a shared one would pile up tracebacks.
    return ApiError(error.code, error.status, error.params, error.text)
