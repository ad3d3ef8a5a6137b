"""The push API: the public key, a browser's subscription and topics, and every bad input refused in the
reader's language with nothing stored."""
import base64

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from django.utils import translation

from alerts import logic
from alerts.models import PushSubscription
from news.tests import factories

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

ENDPOINT = "https://fcm.googleapis.com/fcm/send/dXNlcjEyMzQ1Njc4OTA"


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def browser_keys() -> dict[str, str]:
    point = ec.generate_private_key(ec.SECP256R1()).public_key().public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint,
    )
    return {"p256dh": b64url(point), "auth": b64url(bytes(range(16)))}


def post(client, path: str, lang: str = "mn", **fields):
    return client.post(f"/api/push/{path}?lang={lang}", fields, content_type="application/json")


def in_language(message, language: str) -> str:
    with translation.override(language):
        return str(message)


def test_the_public_key_is_served_and_alerts_are_off_without_a_key(client, settings, vapid_keys):
    assert client.get("/api/push/key").json() == {"publicKey": vapid_keys}
    assert len(base64.urlsafe_b64decode(vapid_keys + "=")) == 65
    settings.VAPID_PRIVATE_KEY = ""
    for language in ("mn", "en"):
        answer = client.get(f"/api/push/key?lang={language}")
        assert answer.status_code == 404
        assert answer.json() == {"status": "error", "code": "alerts_off",
                                 "message": in_language(logic.ALERTS_OFF, language)}
    assert in_language(logic.ALERTS_OFF, "mn") != in_language(logic.ALERTS_OFF, "en")


def test_a_browser_subscribes_in_its_edition_changes_its_topics_and_unsubscribes(client, vapid_keys):
    politics, economy = factories.category(), factories.category()
    keys = browser_keys()
    answer = post(client, "subscribe", "en", endpoint=ENDPOINT, breaking=False, sections=[politics.pk], **keys)
    assert answer.status_code == 200, answer.content
    assert answer.json() == {"status": "success", "edition": "en", "breaking": False, "sections": [politics.pk]}
    stored = PushSubscription.objects.get()
    assert (stored.endpoint, stored.p256dh, stored.auth) == (ENDPOINT, keys["p256dh"], keys["auth"])
    assert stored.edition == "en"

    # Subscribing again (new keys after the browser renewed them) keeps one row.
    renewed = browser_keys()
    post(client, "subscribe", "en", endpoint=ENDPOINT, breaking=True, **renewed)
    assert PushSubscription.objects.get().p256dh == renewed["p256dh"]

    changed = post(client, "topics", "en", endpoint=ENDPOINT, breaking=True, sections=[economy.pk, politics.pk])
    assert changed.json() == {"status": "success", "edition": "en", "breaking": True,
                              "sections": sorted([economy.pk, politics.pk])}
    assert post(client, "unsubscribe", "en", endpoint=ENDPOINT).json() == {"status": "success"}
    assert not PushSubscription.objects.exists()


def test_a_form_encoded_subscription_is_read_the_same(client, vapid_keys):
    section = factories.category()
    answer = client.post("/api/push/subscribe", {"endpoint": ENDPOINT, "breaking": "false",
                                                 "sections": [section.pk], **browser_keys()})
    assert answer.json()["sections"] == [section.pk]
    assert PushSubscription.objects.get().edition == "mn"


BAD_SUBSCRIPTIONS = [
    (400, "invalid_endpoint", {"endpoint": ""}),
    (400, "invalid_endpoint", {"endpoint": "http://fcm.googleapis.com/fcm/send/abc"}),  # not https
    (400, "invalid_endpoint", {"endpoint": "https://fcm.googleapis.com"}),  # no subscription in it
    (400, "invalid_endpoint", {"endpoint": "https://user:pw@fcm.googleapis.com/fcm/send/abc"}),
    (400, "invalid_endpoint", {"endpoint": "https://fcm.googleapis.com:99999/fcm/send/abc"}),
    (400, "invalid_endpoint", {"endpoint": "https://fcm.googleapis.com/fcm/send/" + "a" * 1100}),
    (400, "invalid_endpoint", {"endpoint": "https://fcm.googleapis.com/fcm/send/a b"}),
    (403, "push_service_not_allowed", {"endpoint": "https://evil.example/fcm/send/abc"}),  # not a push service
    (403, "push_service_not_allowed", {"endpoint": "https://fcm.googleapis.com.evil.example/x"}),
    (403, "push_service_not_allowed", {"endpoint": "https://127.0.0.1:6379/x"}),  # an address inside the network
    (400, "invalid_keys", {"p256dh": b64url(b"\x04" + bytes(63))}),  # 64 bytes
    (400, "invalid_keys", {"p256dh": b64url(b"\x02" + bytes(64))}),  # not the uncompressed form
    (400, "invalid_keys", {"p256dh": "not base64url!"}),
    (400, "invalid_keys", {"p256dh": ""}),
    (400, "invalid_keys", {"auth": b64url(bytes(15))}),
    (400, "invalid_keys", {"auth": b64url(bytes(17))}),
    (404, "invalid_sections", {"sections": [999_999]}),
    (400, "invalid_sections", {"sections": [0]}),
    (400, "invalid_input", {"sections": ["politics"]}),
]
MESSAGES = {
    "invalid_endpoint": logic.INVALID_ENDPOINT, "push_service_not_allowed": logic.INVALID_ENDPOINT,
    "invalid_keys": logic.INVALID_KEYS, "invalid_sections": logic.INVALID_SECTIONS,
}


@pytest.mark.parametrize("language", ["mn", "en"])
@pytest.mark.parametrize(("status", "code", "bad"), BAD_SUBSCRIPTIONS)
def test_a_bad_subscription_is_refused_in_the_readers_language_and_nothing_is_stored(
    client, vapid_keys, language, status, code, bad,
):
    fields = {"endpoint": ENDPOINT, "breaking": True, **browser_keys(), **bad}
    answer = post(client, "subscribe", language, **fields)
    assert answer.status_code == status
    body = answer.json()
    assert (body["status"], body["code"]) == ("error", code)
    if code in MESSAGES:
        assert body["message"] == in_language(MESSAGES[code], language)
        assert in_language(MESSAGES[code], "mn") != in_language(MESSAGES[code], "en"), "no Mongolian"
    assert not PushSubscription.objects.exists()


@pytest.mark.parametrize("language", ["mn", "en"])
def test_topics_and_unsubscribing_of_an_unknown_browser_say_so(client, vapid_keys, language):
    for path, fields in (("topics", {"breaking": True}), ("unsubscribe", {})):
        answer = post(client, path, language, endpoint=ENDPOINT, **fields)
        assert answer.status_code == 404
        assert answer.json()["message"] == in_language(logic.NOT_SUBSCRIBED, language)
    missing = client.post(f"/api/push/subscribe?lang={language}", {"breaking": True})
    assert missing.status_code == 400
    assert missing.json()["message"] == in_language(logic.INVALID_ENDPOINT, language)


def test_choosing_nothing_turns_alerts_off(client, vapid_keys):
    post(client, "subscribe", endpoint=ENDPOINT, **browser_keys())
    answer = post(client, "topics", endpoint=ENDPOINT, breaking=False)
    assert answer.json() == {"status": "success", "edition": "mn", "breaking": False, "sections": []}
    assert not PushSubscription.objects.exists()
    post(client, "subscribe", endpoint=ENDPOINT, breaking=False, **browser_keys())
    assert not PushSubscription.objects.exists()


def test_subscribing_is_throttled(client, settings, vapid_keys):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "push": "2/600"}
    codes = [post(client, "subscribe", endpoint=f"{ENDPOINT}{n}", **browser_keys()).status_code for n in range(3)]
    assert codes == [200, 200, 429]
    assert PushSubscription.objects.count() == 2
