"""The morning email's messages: the confirmation and the digest, as table-based HTML with inline styles
(what every mail client draws) plus a text/plain twin, sent through Django's mail (SMTP by default).

An address a mail server refuses for good (a 5xx answer to RCPT) is marked bounced here, at once.
"""

import logging
import smtplib
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlencode

from django.conf import settings
from django.core.mail import EmailMultiAlternatives, get_connection
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.languages import Language, translated

from . import tokens
from .models import Subscriber, SubscriberState

logger = logging.getLogger("newsletter")

SITE_NAME = _("Daily News Mongolia")
CONFIRM_SUBJECT = _("Confirm your morning email")
CONFIRM_INTRO = _(
    "Someone, we hope you, asked for the morning email of Daily News Mongolia at this address. "
    "Confirm it with the button below; the link works for 7 days."
)
CONFIRM_BUTTON = _("Confirm my subscription")
CONFIRM_IGNORE = _("If it was not you, ignore this email: nothing more will be sent to you.")
DIGEST_SUBJECT = _("Morning email · %(date)s")
DIGEST_INTRO = _("The top stories since yesterday morning.")
DIGEST_WHY = _("You get this email because you subscribed to the morning email at %(site)s.")
UNSUBSCRIBE_LABEL = _("Unsubscribe")
READ_MORE = _("Read")


@dataclass(frozen=True)
class Story:
    title: str
    lead: str
    url: str
    section: str
    time: str


def site_of(subscriber: Subscriber) -> str:
    """Where the subscriber's links lead: SITE_URL, else the site they subscribed on."""
    return (settings.SITE_URL or subscriber.site or "http://localhost").rstrip("/")


def edition_prefix(language: str) -> str:
    return "/en" if language == "en" else ""


def confirm_url(subscriber: Subscriber) -> str:
    token = tokens.confirm_token(subscriber.pk, subscriber.confirm_key)
    return f"{site_of(subscriber)}{edition_prefix(subscriber.edition)}/newsletter/confirm?{urlencode({'token': token})}"


def unsubscribe_token(subscriber: Subscriber) -> str:
    return tokens.unsubscribe_token(subscriber.pk, subscriber.unsubscribe_key)


def one_click_url(subscriber: Subscriber) -> str:
    """The List-Unsubscribe address (RFC 8058): a POST there unsubscribes, a GET shows the page."""
    return f"{site_of(subscriber)}/api/newsletter/unsubscribe?{urlencode({'token': unsubscribe_token(subscriber)})}"


def unsubscribe_page_url(subscriber: Subscriber) -> str:
    """The link in every email: a page drawn on the server, with one button, that works without JavaScript."""
    query = urlencode({"token": unsubscribe_token(subscriber)})
    return f"{site_of(subscriber)}{edition_prefix(subscriber.edition)}/newsletter/unsubscribe?{query}"


def confirmation_message(subscriber: Subscriber) -> EmailMultiAlternatives:
    language: Language = subscriber.edition  # type: ignore[assignment]
    words = _words(language, subject=CONFIRM_SUBJECT, intro=CONFIRM_INTRO, button=CONFIRM_BUTTON, ignore=CONFIRM_IGNORE)
    context = {"lang": language, "words": words, "confirm_url": confirm_url(subscriber)}
    return _message(subscriber, words["subject"], "confirmation", context, list_headers=False)


def digest_message(subscriber: Subscriber, stories: list[Story], date_text: str) -> EmailMultiAlternatives:
    language: Language = subscriber.edition  # type: ignore[assignment]
    site = site_of(subscriber)
    words = _words(language, intro=DIGEST_INTRO, unsubscribe=UNSUBSCRIBE_LABEL, read=READ_MORE)
    words["subject"] = translated(DIGEST_SUBJECT, language) % {"date": date_text}
    words["why"] = translated(DIGEST_WHY, language) % {"site": site.split("://", 1)[-1]}
    context = {
        "lang": language,
        "words": words,
        "stories": stories,
        "site_url": site + edition_prefix(language) + "/",
        "unsubscribe_url": unsubscribe_page_url(subscriber),
    }
    return _message(subscriber, words["subject"], "digest", context, list_headers=True)


def _words(language: Language, **messages) -> dict[str, str]:  # noqa: ANN003 - lazy messages by name
    words = {name: translated(message, language) for name, message in messages.items()}
    words["site_name"] = translated(SITE_NAME, language)
    return words


def _message(
    subscriber: Subscriber, subject: str, template: str, context: dict, list_headers: bool
) -> EmailMultiAlternatives:
    headers = {"Auto-Submitted": "auto-generated"}
    if list_headers:
        # One-click unsubscribe (RFC 8058): the mail client POSTs "List-Unsubscribe=One-Click" to the address.
        headers["List-Unsubscribe"] = f"<{one_click_url(subscriber)}>"
        headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    message = EmailMultiAlternatives(
        subject=subject,
        body=render_to_string(f"newsletter/{template}.txt", context),
        from_email=settings.NEWSLETTER_FROM_EMAIL,
        to=[subscriber.email],
        headers=headers,
    )
    message.attach_alternative(render_to_string(f"newsletter/{template}.html", context), "text/html")
    return message


@dataclass
class Outcome:
    sent: list[int]
    bounced: list[int]
    failed: list[int]


def send_batch(pairs: Iterable[tuple[Subscriber, EmailMultiAlternatives]]) -> Outcome:
    """Send each message over one SMTP connection. A permanent refusal of the address (5xx on RCPT)
    marks it bounced; any other refusal of one message is left for the next try. A connection that
    cannot be made or is lost raises, so the job is tried again (what was sent is already recorded)."""
    outcome = Outcome([], [], [])
    with get_connection(fail_silently=False) as connection:
        for subscriber, message in pairs:
            try:
                connection.send_messages([message])
            except smtplib.SMTPRecipientsRefused as refused:
                codes = [code for code, _text in refused.recipients.values()]
                if codes and all(500 <= code < 600 for code in codes):
                    reply = "; ".join(
                        f"{code} {text.decode(errors='replace')}" for code, text in refused.recipients.values()
                    )
                    _mark_bounced(subscriber, reply)
                    outcome.bounced.append(subscriber.pk)
                else:
                    outcome.failed.append(subscriber.pk)
            except (smtplib.SMTPDataError, smtplib.SMTPSenderRefused) as refused:
                logger.warning("message to subscriber %s refused: %s", subscriber.pk, refused)
                outcome.failed.append(subscriber.pk)
            else:
                outcome.sent.append(subscriber.pk)
    return outcome


def _mark_bounced(subscriber: Subscriber, reply: str) -> None:
    from .logic import mark_rows

    logger.info("subscriber %s bounced: %s", subscriber.pk, reply)
    mark_rows(Subscriber.objects.filter(pk=subscriber.pk), SubscriberState.BOUNCED, f"SMTP: {reply}")


def send_confirmation(subscriber_id: int) -> None:
    """Job: the confirmation link to a pending address (nothing when it is no longer pending)."""
    subscriber = Subscriber.objects.filter(pk=subscriber_id, state=SubscriberState.PENDING).first()
    if subscriber is None or not subscriber.confirm_key:
        return
    outcome = send_batch([(subscriber, confirmation_message(subscriber))])
    if outcome.failed:
        raise RuntimeError(f"the confirmation to subscriber {subscriber_id} was not accepted; tried again later")
    if outcome.sent:
        Subscriber.objects.filter(pk=subscriber_id).update(confirmation_sent_at=timezone.now())
