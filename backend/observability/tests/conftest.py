"""Fixtures of the observability tests: a scrape, a stand-in for a CDN's purge address, the jobs tests' Redis."""
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from prometheus_client.parser import text_string_to_metric_families

from jobs.tests.conftest import queued, redis_url, worker  # noqa: F401 - fixtures used here too


def families_of(text: str) -> dict[str, list]:
    """Family name -> its samples, from a Prometheus text answer."""
    return {family.name: family.samples for family in text_string_to_metric_families(text)}


def total(families: dict[str, list], sample_name: str, **labels: str) -> float:
    """The sum of `sample_name`'s samples whose labels include `labels`."""
    return sum(
        sample.value for samples in families.values() for sample in samples
        if sample.name == sample_name and all(sample.labels.get(k) == v for k, v in labels.items())
    )


@pytest.fixture
def scrape(client):
    """The app's /metrics as loopback sees it, parsed."""

    def read() -> dict[str, list]:
        answer = client.get("/metrics", REMOTE_ADDR="127.0.0.1")
        assert answer.status_code == 200, answer.content[:300]
        return families_of(answer.content.decode())

    return read


@pytest.fixture
def keep_test_connection() -> Iterator[None]:
    """As Django's test client does: a WSGI call's end must not close the test's transaction."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


class _PurgeTaker(BaseHTTPRequestHandler):
    received: list[str] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        length = int(self.headers.get("Content-Length", 0))
        _PurgeTaker.received.append(self.rfile.read(length).decode())
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def cdn_stand_in(settings) -> Iterator[list[str]]:
    """A CDN's purge-by-tag address on loopback, taking every purge (performance/purge.py CdnFrontCache)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _PurgeTaker)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    settings.CDN_PURGE_URL = f"http://127.0.0.1:{server.server_port}/purge"
    settings.CDN_PURGE_TOKEN = "test-token"
    _PurgeTaker.received = []
    yield _PurgeTaker.received
    server.shutdown()
