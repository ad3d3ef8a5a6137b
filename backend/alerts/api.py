"""Web push endpoints (`/api/push/...`): the VAPID public key, and a browser's subscription to alerts in the
edition it asks in (the `lang` field, else the page's), with its topics. Errors in the reader's language."""
from django.http import HttpRequest
from ninja import Form, Router

from common.languages import request_language
from common.throttle import check_rate

from . import logic, vapid
from .models import PushSubscription
from .schemas import PushDoneOut, PushEndpointIn, PushKeyOut, PushSubscriptionIn, PushSubscriptionOut, PushTopicsIn

router = Router(tags=["push"])


def _answer(subscription: PushSubscription | None, edition: str) -> dict:
    if subscription is None:  # nothing chosen: alerts are off
        return {"edition": edition, "breaking": False, "sections": []}
    return {
        "edition": subscription.edition, "breaking": subscription.breaking,
        "sections": sorted(subscription.sections.values_list("pk", flat=True)),
    }


@router.get("/push/key", response=PushKeyOut)
def get_push_key(request: HttpRequest):
    """The application server key a browser subscribes with."""
    logic.check_configured()
    return {"publicKey": vapid.public_key()}


@router.post("/push/subscribe", response=PushSubscriptionOut)
def create_push_subscription(request: HttpRequest, data: Form[PushSubscriptionIn]):
    """Turn alerts on for this browser in the request's edition; a browser subscribing again is updated.
    (No key is needed to store it: the browser subscribed with the public key the site served.)"""
    check_rate(request, "push")
    endpoint = logic.check_endpoint(data.endpoint)
    p256dh, auth = logic.check_keys(data.p256dh, data.auth)
    topics = logic.check_topics(data.breaking, data.sections)
    edition = request_language(request)
    return _answer(logic.subscribe(endpoint, p256dh, auth, edition, topics), edition)


@router.post("/push/topics", response=PushSubscriptionOut)
def update_push_topics(request: HttpRequest, data: Form[PushTopicsIn]):
    """Change what this browser is alerted of: breaking news, sections (neither: alerts off)."""
    check_rate(request, "push")
    endpoint = logic.check_endpoint(data.endpoint)
    topics = logic.check_topics(data.breaking, data.sections)
    edition = request_language(request)
    return _answer(logic.change_topics(endpoint, edition, topics), edition)


@router.post("/push/unsubscribe", response=PushDoneOut)
def delete_push_subscription(request: HttpRequest, data: Form[PushEndpointIn]):
    """Turn alerts off for this browser."""
    check_rate(request, "push")
    logic.unsubscribe(logic.check_endpoint(data.endpoint))
    return {"status": "success"}
