"""The exchange-rate and weather feeds time out or answer garbage: the last data stays, with its date,
and the command exits non-zero with a clear log line. Against a local HTTP server that misbehaves."""
import logging
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.core.management import CommandError, call_command
from django.test import Client

from widgets import feeds
from widgets.logic import seed_sample_rates, seed_sample_weather

pytestmark = pytest.mark.django_db

ANSWERS = {
    "/slow": (None, b""),
    "/garbage": (200, b"<html>\x00\xff not json {{{"),
    "/wrong-shape": (200, b'{"success": true, "data": "nothing like rates"}'),
    "/error": (502, b"Bad Gateway"),
}


class Misbehaving(BaseHTTPRequestHandler):
    def _answer(self) -> None:
        status, body = ANSWERS[self.path.split("?")[0]]
        if status is None:
            time.sleep(3)  # longer than the feed timeout below
            status = 200
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass

    do_GET = do_POST = _answer

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def feed_server(monkeypatch):
    monkeypatch.setattr(feeds, "TIMEOUT_SECONDS", 0.5)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Misbehaving)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("path", sorted(ANSWERS))
@pytest.mark.parametrize(
    "command, fetch, endpoint, date_field",
    [
        ("fetch_exchange_rates", feeds.post_bytes, "/api/exchange", "as_of"),
        ("fetch_weather", feeds.get_bytes, "/api/weather", "updated"),
    ],
    ids=["rates", "weather"],
)
def test_a_failing_feed_keeps_the_last_data_with_its_date_and_the_command_fails_loudly(
    feed_server, caplog, path, command, fetch, endpoint, date_field
):
    seed_sample_rates(days=5)
    seed_sample_weather()
    before = Client().get(endpoint).json()
    assert before[date_field]

    started = time.monotonic()
    with caplog.at_level(logging.ERROR, logger="widgets.feeds"), pytest.raises(CommandError) as failed:
        call_command(command, fetcher=lambda url: fetch(feed_server + path))
    after = Client().get(endpoint).json()

    assert time.monotonic() - started < 10, "a slow feed is cut off by its timeout"
    assert "not updated" in str(failed.value)
    assert any("not updated" in record.getMessage() for record in caplog.records), caplog.text
    assert after == before, "the last stored data stays, with its date"
