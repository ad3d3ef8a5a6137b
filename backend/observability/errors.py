"""Errors reported to a Sentry-compatible service when SENTRY_DSN is set (sentry-sdk).

Nothing that identifies a reader leaves the server: no address (REMOTE_ADDR, X-Forwarded-For, X-Real-IP),
no cookie (the `rid` reader id, a session, a vote token), no Authorization header, and no `rid` in a query
string or form. sentry-sdk leaves most of it out already without `send_default_pii`; `scrub` removes the
rest, and the whole event passes through it, whatever an integration added. Stack frames go without their
local variables: a view's `request` alone shows the query string, and its META every header. Log lines
become breadcrumbs with addresses and `rid` values masked.
"""
import re
from typing import Any

import sentry_sdk
from sentry_sdk.integrations.django import DjangoIntegration
from sentry_sdk.integrations.logging import LoggingIntegration

from . import context

FILTERED = "[Filtered]"
SECRET_HEADERS = frozenset({"cookie", "set-cookie", "authorization", "proxy-authorization", "x-forwarded-for",
                            "x-real-ip", "forwarded", "x-csrftoken"})
SECRET_ENV = frozenset({"REMOTE_ADDR", "HTTP_X_FORWARDED_FOR", "HTTP_X_REAL_IP", "HTTP_COOKIE", "HTTP_AUTHORIZATION"})
SECRET_FIELDS = frozenset({"rid", "csrfmiddlewaretoken", "password", "token", "vote_token"})
_QUERY_FIELD = re.compile(r"(^|&)(" + "|".join(sorted(SECRET_FIELDS)) + r")=[^&]*")
_IN_TEXT = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b|\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){3,7}\b|\brid=[^&\s;]*", re.I)


def init_sentry(dsn: str, **options: Any) -> bool:
    """Start reporting to `dsn` (nothing when empty); whether it did."""
    if not dsn:
        return False
    from django.conf import settings

    sentry_sdk.init(
        dsn=dsn,
        integrations=[DjangoIntegration(), LoggingIntegration(event_level=None)],
        send_default_pii=False,
        before_send=scrub,
        environment=getattr(settings, "SENTRY_ENVIRONMENT", "") or None,
        release=getattr(settings, "SENTRY_RELEASE", "") or None,
        traces_sample_rate=0.0,
        include_local_variables=False,
        **options,
    )
    return True


def scrub(event: Any, hint: Any = None) -> Any:  # sentry-sdk's Event, a TypedDict
    """before_send: the event without readers' addresses, cookies, credentials or ids; with the request id."""
    request = event.get("request")
    if isinstance(request, dict):
        request.pop("cookies", None)
        headers = request.get("headers")
        if isinstance(headers, dict):
            request["headers"] = {k: v for k, v in headers.items() if k.lower() not in SECRET_HEADERS}
        env = request.get("env")
        if isinstance(env, dict):
            request["env"] = {k: v for k, v in env.items() if k not in SECRET_ENV}
        query = request.get("query_string")
        if isinstance(query, str):
            request["query_string"] = _QUERY_FIELD.sub(lambda m: f"{m.group(1)}{m.group(2)}={FILTERED}", query)
        data = request.get("data")
        if isinstance(data, dict):
            request["data"] = {k: FILTERED if k in SECRET_FIELDS else v for k, v in data.items()}
    for crumb in (event.get("breadcrumbs") or {}).get("values", []):
        if isinstance(crumb.get("message"), str):
            crumb["message"] = _IN_TEXT.sub(FILTERED, crumb["message"])
    user = event.get("user")
    if isinstance(user, dict):
        user.pop("ip_address", None)
        user.pop("email", None)
    request_id = context.current()
    if request_id:
        event.setdefault("tags", {})["request_id"] = request_id
    return event
