"""Errors go to a Sentry-compatible service when SENTRY_DSN is set, with nothing that identifies a reader:
a local stand-in takes the envelope sentry-sdk sends."""
import gzip
import json
import threading
import zlib
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import brotli
import pytest
import sentry_sdk
from django.core.handlers.wsgi import WSGIHandler
from django.test import RequestFactory

from observability import errors

pytestmark = pytest.mark.django_db

SECRETS = ("reader-secret-id", "session-secret", "198.51.100.77", "198.51.100.78", "bearer-secret", "csrf-secret")


class _Receiver(BaseHTTPRequestHandler):
    envelopes: list[bytes] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        encoding = self.headers.get("Content-Encoding", "")
        if encoding == "gzip":
            body = gzip.decompress(body)
        elif encoding == "br":
            body = brotli.decompress(body)
        elif encoding == "deflate":
            body = zlib.decompress(body)
        _Receiver.envelopes.append(body)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def sentry_stand_in() -> Iterator[str]:
    """A DSN whose ingest endpoint is a server of the test's own on a free port."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    _Receiver.envelopes = []
    yield f"http://0123456789abcdef@127.0.0.1:{server.server_port}/42"
    sentry_sdk.get_client().close(timeout=2)
    sentry_sdk.get_global_scope().set_client(None)
    server.shutdown()


def _events(envelopes: list[bytes]) -> list[dict]:
    """The error events of sentry envelopes: a header line, then item header and payload lines."""
    found = []
    for envelope in envelopes:
        lines = envelope.split(b"\n")
        for header, payload in zip(lines[1::2], lines[2::2], strict=False):
            if json.loads(header).get("type") == "event":
                found.append(json.loads(payload))
    return found


@pytest.mark.urls("observability.tests.urls")
def test_an_error_reaches_the_service_without_the_readers_address_cookies_or_id(sentry_stand_in,
                                                                                  keep_test_connection):
    assert errors.init_sentry(sentry_stand_in)
    # Through Django's WSGI handler, as an app server calls it: sentry-sdk reads the request from there.
    environ = RequestFactory().get(
        "/test/raise?rid=reader-secret-id&page=2", REMOTE_ADDR="198.51.100.77",
        HTTP_X_FORWARDED_FOR="198.51.100.78", HTTP_AUTHORIZATION="Bearer bearer-secret",
        HTTP_X_REQUEST_ID="req-sentry-5", HTTP_USER_AGENT="a browser",
        HTTP_COOKIE="rid=reader-secret-id; sessionid=session-secret; csrftoken=csrf-secret",
    ).environ
    seen: dict = {}
    result = WSGIHandler()(environ, lambda status, headers, exc_info=None: seen.setdefault("status", status))
    b"".join(result)
    result.close()
    assert seen["status"].startswith("500")
    sentry_sdk.flush(timeout=10)
    (event,) = _events(_Receiver.envelopes)
    assert event["exception"]["values"][-1]["type"] == "ZeroDivisionError"
    assert event["tags"]["request_id"] == "req-sentry-5"
    assert event["request"]["url"].endswith("/test/raise")
    assert "page=2" in event["request"]["query_string"]
    assert event["request"]["headers"]["User-Agent"] == "a browser"  # the rest of the request is there
    sent = b"".join(_Receiver.envelopes).decode()
    for secret in SECRETS:
        assert secret not in sent, secret
    assert "cookies" not in event["request"]
    assert "ip_address" not in event.get("user", {})


def test_without_a_dsn_nothing_is_started():
    assert not errors.init_sentry("")


def test_scrub_removes_what_an_integration_might_add():
    event = {
        "request": {
            "cookies": {"rid": "reader-secret-id"},
            "headers": {"Cookie": "rid=reader-secret-id", "Authorization": "Bearer bearer-secret",
                        "X-Real-IP": "198.51.100.77", "User-Agent": "a browser"},
            "env": {"REMOTE_ADDR": "198.51.100.77", "SERVER_NAME": "portal"},
            "query_string": "rid=reader-secret-id&page=2",
            "data": {"rid": "reader-secret-id", "text": "a comment"},
        },
        "user": {"ip_address": "198.51.100.78", "id": "7"},
        "breadcrumbs": {"values": [
            {"message": "throttled 198.51.100.77 at 12:30:45"},
            {"message": "vote from 2001:db8:0:0:1:0:0:1 with rid=reader-secret-id"},
        ]},
    }
    scrubbed = json.dumps(errors.scrub(event))
    for secret in SECRETS:
        assert secret not in scrubbed, secret
    assert "a browser" in scrubbed and "page=2" in scrubbed and "a comment" in scrubbed and "portal" in scrubbed
    assert "12:30:45" in scrubbed and "2001:db8" not in scrubbed
