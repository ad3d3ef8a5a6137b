"""Subscribing and confirming through the API, against a real SMTP server of the test's own."""

import time

import pytest
from django.core import signing

from news.tests import factories
from newsletter import tokens
from newsletter.models import Subscriber, SubscriberState

from .helpers import SITE, confirmed, link, parts, subscribe, token_of

pytestmark = pytest.mark.django_db

CHECK_INBOX = {
    "mn": "Имэйлээ шалгана уу: өглөөний имэйлийг баталгаажуулах холбоос илгээлээ.",
    "en": "Check your inbox: we have sent a link to confirm the morning email.",
}
CONFIRM_SUBJECT = {"mn": "Өглөөний имэйлээ баталгаажуулна уу", "en": "Confirm your morning email"}


@pytest.fixture(autouse=True)
def _fresh_throttle(empty_cache):
    """Each test starts with no writes counted against the test client."""


@pytest.mark.parametrize("language", ["mn", "en"])
def test_the_confirmation_arrives_in_the_readers_language_and_its_link_confirms(client, mailbox, language):
    response = subscribe(client, "  Reader@Example.MN ", language)
    assert response.status_code == 200
    assert response.json()["status"] == "pending"
    assert response.json()["message"].startswith(CHECK_INBOX[language])
    subscriber = Subscriber.objects.get()
    assert (subscriber.email, subscriber.edition, subscriber.state) == ("reader@example.mn", language, "pending")

    [message] = mailbox.to("reader@example.mn")
    assert message["Subject"].strip() == CONFIRM_SUBJECT[language]
    plain, html = parts(message)
    assert "<script" not in html.lower() and "<link" not in html.lower() and "<table" in html
    url = link(message, "/newsletter/confirm")
    assert url.startswith(f"{SITE}/en/newsletter/confirm?" if language == "en" else f"{SITE}/newsletter/confirm?")
    assert "List-Unsubscribe" not in message  # nobody is on the list yet

    answer = client.post(f"/api/newsletter/confirm?lang={language}", {"token": token_of(url)})
    assert answer.status_code == 200, answer.content
    assert answer.json()["status"] == "confirmed" and answer.json()["edition"] == language
    assert "7:00" in answer.json()["message"]
    subscriber.refresh_from_db()
    assert subscriber.state == SubscriberState.CONFIRMED and subscriber.confirmed_at is not None


def test_the_answer_never_tells_whether_an_address_is_known(client, mailbox):
    first = subscribe(client, "known@example.mn")
    confirmed_row = confirmed(client, mailbox, "known@example.mn")
    again = subscribe(client, "known@example.mn")
    stranger = subscribe(client, "stranger@example.mn")
    assert first.content == again.content == stranger.content
    assert Subscriber.objects.filter(email="known@example.mn").count() == 1
    # A confirmed address gets no new mail from a stranger's form, and keeps its state.
    assert len(mailbox.to("known@example.mn")) == 1
    confirmed_row.refresh_from_db()
    assert confirmed_row.state == SubscriberState.CONFIRMED


def test_each_edition_is_a_subscription_of_its_own(client, mailbox):
    confirmed(client, mailbox, "both@example.mn", "mn")
    confirmed(client, mailbox, "both@example.mn", "en")
    assert set(Subscriber.objects.values_list("edition", "state")) == {("mn", "confirmed"), ("en", "confirmed")}


def test_a_replayed_confirmation_link_changes_nothing(client, mailbox):
    subscribe(client, "replay@example.mn")
    token = token_of(link(mailbox.to("replay@example.mn")[0], "/newsletter/confirm"))
    assert client.get("/api/newsletter/confirm", {"token": token}).status_code == 200
    replay = client.get("/api/newsletter/confirm", {"token": token, "lang": "mn"})
    assert replay.status_code == 409
    assert replay.json() == {
        "status": "error",
        "code": "link_used",
        "message": "Энэ холбоосыг өмнө нь ашигласан тул юу ч өөрчлөгдсөнгүй.",
    }
    # After unsubscribing, the old link does not bring the address back.
    subscriber = Subscriber.objects.get()
    Subscriber.objects.filter(pk=subscriber.pk).update(state=SubscriberState.UNSUBSCRIBED)
    again = client.post("/api/newsletter/confirm?lang=en", {"token": token})
    assert (
        again.status_code == 409
        and again.json()["message"] == "This link has already been used, so nothing was changed."
    )
    subscriber.refresh_from_db()
    assert subscriber.state == SubscriberState.UNSUBSCRIBED


class _SignedLongAgo(signing.TimestampSigner):
    def timestamp(self) -> str:
        return signing.b62_encode(int(time.time()) - int(tokens.CONFIRM_MAX_AGE.total_seconds()) - 60)


def test_an_expired_confirmation_link_says_so_and_changes_nothing(client, mailbox):
    subscribe(client, "late@example.mn", "en")
    subscriber = Subscriber.objects.get()
    old = _SignedLongAgo(salt=tokens.CONFIRM_SALT).sign_object([subscriber.pk, subscriber.confirm_key], compress=True)
    answer = client.get("/api/newsletter/confirm", {"token": old, "lang": "en"})
    assert answer.status_code == 410
    assert answer.json()["code"] == "link_expired"
    assert answer.json()["message"] == "This confirmation link has expired. Subscribe again to get a new one."
    subscriber.refresh_from_db()
    assert subscriber.state == SubscriberState.PENDING


@pytest.mark.parametrize(
    "email",
    [
        "",
        "not-an-address",
        "a@b",
        "two words@example.mn",
        "x" * 250 + "@example.mn",
        "reader@example.mn\nBcc: other@example.mn",
        "<reader@example.mn>",
    ],
)
@pytest.mark.parametrize("language", ["mn", "en"])
def test_a_garbage_address_gets_a_clear_answer_and_nothing_is_stored_or_sent(client, mailbox, email, language):
    answer = subscribe(client, email, language)
    assert answer.status_code == 400
    assert answer.json()["code"] == "invalid_email"
    assert (
        answer.json()["message"]
        == {"mn": "Зөв имэйл хаяг оруулна уу.", "en": "Please enter a valid email address."}[language]
    )
    assert not Subscriber.objects.exists()
    assert not mailbox.received


def test_a_missing_address_is_the_same_clear_answer(client, mailbox):
    answer = client.post("/api/newsletter/subscribe?lang=en", {})
    assert answer.status_code == 400 and answer.json()["code"] == "invalid_email"


def test_sections_are_kept_and_unknown_ones_refused(client, mailbox):
    economy, sport = factories.category(), factories.category()
    retired = factories.category(is_active=False)
    refused = subscribe(client, "sections@example.mn", "en", f"{economy.pk},{retired.pk}")
    assert refused.status_code == 404 and refused.json()["code"] == "unknown_sections"
    malformed = subscribe(client, "sections@example.mn", "en", "1;drop")
    assert malformed.status_code == 400 and malformed.json()["code"] == "invalid_sections"
    assert not Subscriber.objects.exists() and not mailbox.received
    subscriber = confirmed(client, mailbox, "sections@example.mn", "en", f"{economy.pk}, {sport.pk}")
    assert set(subscriber.sections.all()) == {economy, sport}


@pytest.mark.parametrize(
    ("token", "status"),
    # Text that cannot be a link is refused by the schema (400); a well-formed one we never signed names nothing (404).
    [("", 400), ("x" * 900, 400), ("<script>", 400), ("garbage", 404), ("a" * 50, 404), ("W1s:bad:sig", 404)],
)
def test_a_garbage_confirmation_token_is_refused_in_the_readers_language(client, mailbox, token, status):
    answer = client.get("/api/newsletter/confirm", {"token": token, "lang": "mn"})
    assert answer.status_code == status
    assert answer.json()["code"] == "link_invalid"
    assert answer.json()["message"].startswith("Энэ холбоос хүчингүй байна.")


def test_an_unsubscribe_for_an_unknown_address_changes_nothing(client, mailbox):
    nobody = tokens.unsubscribe_token(424242, "no-such-key")
    answer = client.post(
        f"/api/newsletter/unsubscribe?token={nobody}&lang=en",
        "List-Unsubscribe=One-Click",
        content_type="application/x-www-form-urlencoded",
    )
    assert answer.status_code == 404
    assert answer.json()["message"] == "This address is not on our list, so nothing was changed."
    garbage = client.post("/api/newsletter/unsubscribe?token=garbage&lang=mn")
    assert garbage.status_code == 404 and garbage.json()["code"] == "link_invalid"
    assert client.post("/api/newsletter/unsubscribe?lang=mn").status_code == 404
    page = client.get("/en/newsletter/unsubscribe", {"token": "garbage"})
    assert page.status_code == 404 and "This link is not valid." in page.content.decode()
    assert not Subscriber.objects.exists()


def test_a_pending_address_asking_again_gets_the_link_again_but_not_at_once(client, mailbox):
    subscribe(client, "again@example.mn")
    subscribe(client, "again@example.mn")
    assert len(mailbox.to("again@example.mn")) == 1  # within RESEND_AFTER: no second mail
    Subscriber.objects.update(confirmation_sent_at=None)
    subscribe(client, "again@example.mn")
    first, second = mailbox.to("again@example.mn")
    assert (
        client.get("/api/newsletter/confirm", {"token": token_of(link(second, "/newsletter/confirm"))}).status_code
        == 200
    )


def test_a_confirmation_refused_for_good_marks_the_address_bounced(client, mailbox):
    mailbox.refused.add("gone@example.mn")
    assert subscribe(client, "gone@example.mn").status_code == 200  # the same answer
    subscriber = Subscriber.objects.get()
    assert subscriber.state == SubscriberState.BOUNCED and "550" in subscriber.note
    assert subscribe(client, "gone@example.mn").status_code == 200
    assert not mailbox.received  # nothing more is tried
