"""One request id through the app's log lines (JSON in production), its render process and the jobs it queued."""
import json
import logging.config
import re
import time

import pytest
from django.conf import settings

from observability import context
from observability.logs import logging_config
from web import ssr

pytestmark = pytest.mark.django_db


def json_lines(text: str) -> list[dict]:
    found = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                found.append(json.loads(line))
            except ValueError:
                continue
    return found


@pytest.fixture
def json_logging():
    """The production profile's logging (settings/prod.py) for the test, the test profile's after it."""
    logging.config.dictConfig(logging_config("json", "INFO"))
    yield
    logging.config.dictConfig(settings.LOGGING)


@pytest.fixture
def json_logs_in_children(monkeypatch):
    """Processes the test starts (the job worker) log JSON lines, as production's do."""
    monkeypatch.setenv("LOG_FORMAT", "json")


def test_an_incoming_id_is_kept_a_bad_one_replaced_and_either_answered(client):
    assert client.get("/api/news/shinemedee", HTTP_X_REQUEST_ID="0f3a9c").headers["X-Request-ID"] == "0f3a9c"
    for bad in ("two words", "x" * 129, "id\u0434"):
        answered = client.get("/api/news/shinemedee", HTTP_X_REQUEST_ID=bad).headers["X-Request-ID"]
        assert answered != bad and re.fullmatch(r"[0-9a-f]{32}", answered)
    made = client.get("/api/news/shinemedee").headers["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", made)
    assert made != client.get("/api/news/shinemedee").headers["X-Request-ID"]


def test_the_apps_json_log_line_carries_the_request_id(client, json_logging, capsys):
    logging.config.dictConfig(logging_config("json", "INFO"))  # a handler on the stderr capsys captures
    assert client.get("/no/such/page", HTTP_X_REQUEST_ID="req-json-404").status_code == 404
    lines = json_lines(capsys.readouterr().err)
    (not_found,) = [line for line in lines if "Not Found" in line["message"]]
    assert not_found["request_id"] == "req-json-404"
    assert not_found["level"] == "WARNING" and not_found["logger"] == "django.request" and "time" in not_found
    logging.getLogger("observability.tests").warning("outside any request")
    (outside,) = [line for line in json_lines(capsys.readouterr().err) if line["message"] == "outside any request"]
    assert outside["request_id"] == "-"  # the id ended with its request


def test_the_render_process_logs_with_the_request_id(capfd):
    pool = ssr.RendererPool(1, "process")
    try:
        with pool.checkout() as renderer:
            context.request_id.set("req-render-7")
            with pytest.raises(RuntimeError, match="nope"):
                renderer.eval("throw new Error('nope')", timeout_sec=5)
    finally:
        context.request_id.set("")
        pool.retire_idle()
    for _ in range(50):
        err = capfd.readouterr().err
        if "nope" in err:
            break
        time.sleep(0.05)
    (line,) = [line for line in err.splitlines() if "the render failed" in line]
    assert "[req-render-7]" in line and "nope" in line  # the test profile's plain lines: "... [id]: message"


@pytest.mark.urls("observability.tests.urls")
def test_a_job_queued_by_a_request_logs_its_lines_with_the_requests_id(
        json_logs_in_children, worker, client, tmp_path, scrape, django_capture_on_commit_callbacks):
    before = scrape()
    with django_capture_on_commit_callbacks(execute=True):  # queued once the request's transaction commits
        assert client.get("/test/queue-a-job", HTTP_X_REQUEST_ID="req-queued-3").status_code == 200
    deadline = time.monotonic() + 30
    lines: list[dict] = []
    while time.monotonic() < deadline:
        lines = json_lines((tmp_path / "worker.log").read_text())
        if any("done" in line.get("message", "") for line in lines):
            break
        time.sleep(0.1)
    (hello,) = [line for line in lines if line.get("message") == "hello from the job, reader"]
    assert hello["request_id"] == "req-queued-3"
    (done,) = [line for line in lines if line.get("message", "").startswith("Job ") and "done" in line["message"]]
    assert done["request_id"] == "req-queued-3" and "say_hello" in done["message"]
    from observability.tests.conftest import total

    after = scrape()
    assert total(after, "portal_jobs_total", outcome="succeeded") - total(
        before, "portal_jobs_total", outcome="succeeded") == 1
