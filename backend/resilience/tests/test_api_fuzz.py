"""Every body a write can be sent, whatever its content type, encoding or framing, is read as the form it
holds or refused with a JSON 4xx in the request's language (common/request_forms.py).

For every POST operation of /api/openapi.json, bodies the schema allows (schemathesis, derandomized) go
form-encoded, then the same fields as multipart, as JSON and in chunks as granian and gunicorn hand them
over (wsgi.input_terminated, no Content-Length): each answer is the form-encoded one's. The same fields
broken (multipart without its boundary, a part in latin-1, a form in latin-1, broken JSON, a chunked body
over the limit or on a server that cannot read one, text/plain where a form is read) get a JSON 4xx in the
language asked for, with DEBUG off and on (on, ninja answers what it does not expect with a 500). Then
granian and gunicorn themselves, over a socket. (schemathesis's own positive and negative checks of
every operation are test_schema_conformance.py.)
"""
import json
import logging
import os
import socket
import subprocess
import sys
import time
from io import BytesIO
from typing import Any
from urllib.parse import urlencode

import pytest
import schemathesis
from django.conf import settings as django_settings
from django.test import Client
from hypothesis import HealthCheck, given, settings
from schemathesis.generation import GenerationMode

from config.wsgi import application
from resilience.servers import BACKEND, free_port, wait_for_port

pytestmark = pytest.mark.django_db

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "5"))
BOUNDARY = "portal-fuzz-7d1c2f"
HUGE = 3_000_000  # over DATA_UPLOAD_MAX_MEMORY_SIZE (2.5 MB)


def error_of(response: Any, language: str) -> str:
    """The error code of a JSON error answer in the error shape, its message in `language`."""
    assert response["Content-Type"].startswith("application/json"), (response.status_code, response.content[:200])
    body = json.loads(response.content)
    assert set(body) == {"status", "code", "message"} and body["status"] == "error", body
    is_cyrillic = any("\u0400" <= letter <= "\u04ff" for letter in body["message"])
    assert is_cyrillic == (language == "mn"), body
    return body["code"]


def answer_of(response: Any) -> tuple[int, str]:
    """What a caller learns from an answer: its status, and for an error its code."""
    code = json.loads(response.content).get("code", "") if response.status_code >= 400 else ""
    return response.status_code, code


def form_items(body: Any) -> list[tuple[str, str]]:
    """A generated form as the (name, text) pairs a form sends; a list is a repeated field."""
    if not isinstance(body, dict):
        return []
    items = []
    for name, value in body.items():
        for one in value if isinstance(value, list) else [value]:
            if one is not None:
                items.append((name, str(one).lower() if isinstance(one, bool) else str(one)))
    return items


def multipart(items: list[tuple[str, str | bytes]]) -> bytes:
    parts = []
    for name, value in items:
        # As browsers write a name (HTML's form-data encoding): a quote or line break would end the header.
        quoted = name.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")
        data = value if isinstance(value, bytes) else value.encode()
        head = f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{quoted}"\r\n\r\n'
        parts.append(head.encode() + data + b"\r\n")
    return b"".join(parts) + f"--{BOUNDARY}--\r\n".encode()


def send(client: Client, url: str, body: bytes, content_type: str | None, chunked: str = "") -> Any:
    """POST `body`; chunked="read": as a server that decodes chunks hands it over, "raw": as one that cannot."""
    extra: dict[str, Any] = {}
    if chunked:
        extra = {"HTTP_TRANSFER_ENCODING": "chunked", "wsgi.input": BytesIO(body)}
        if chunked == "read":
            extra["wsgi.input_terminated"] = True
        if content_type:
            extra["CONTENT_TYPE"] = content_type
        return client.generic("POST", url, b"", **extra)
    return client.generic("POST", url, body, content_type=content_type or "")


class Readers:
    """A client per language, each request from a new address: the per-address caps and the repeated-comment
    check see every request as a first one, so the same fields get the same answer however they came."""

    def __init__(self) -> None:
        self.clients = {language: Client(raise_request_exception=False, HTTP_ACCEPT_LANGUAGE=language)
                        for language in ("mn", "en")}
        self.count = 0

    def client(self, language: str) -> Client:
        self.count += 1
        address = f"10.{self.count >> 16 & 255}.{self.count >> 8 & 255}.{self.count & 255}"
        self.clients[language].defaults["REMOTE_ADDR"] = address
        return self.clients[language]


@pytest.fixture
def post_operations(demo_portal, wsgi_calls_in_the_test_transaction, settings, monkeypatch):
    settings.THROTTLE_RATES = {}  # the limits have their own tests; here they would hide the endpoints
    monkeypatch.setattr(logging.getLogger("django.request"), "level", logging.CRITICAL)  # every 4xx logs a line
    schema = schemathesis.openapi.from_wsgi("/api/openapi.json", application)
    return [operation for operation in (r.ok() for r in schema.get_all_operations()) if operation.method == "post"]


def check_every_body(operation: Any, readers: Readers) -> None:
    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy(generation_mode=GenerationMode.POSITIVE))
    def run(case: Any) -> None:
        query = urlencode(case.query or {}, doseq=True)
        url = f"{case.formatted_path}?{query}" if query else case.formatted_path
        items = form_items(case.body) + [("note", "x")]  # a field no endpoint reads: every body is a body
        form = urlencode(items).encode()

        expected = answer_of(send(readers.client("en"), url, form, "application/x-www-form-urlencoded"))
        assert expected[0] < 500, expected
        as_json: dict[str, Any] = {}
        for name, value in items:
            as_json.setdefault(name, []).append(value)
        read_alike = {
            "multipart": (multipart(items), f"multipart/form-data; boundary={BOUNDARY}", ""),
            "json": (json.dumps(as_json).encode(), "application/json", ""),
            "chunked form": (form, "application/x-www-form-urlencoded", "read"),
            "chunked multipart": (multipart(items), f"multipart/form-data; boundary={BOUNDARY}", "read"),
        }
        for name, (body, content_type, chunked) in read_alike.items():
            answer = answer_of(send(readers.client("en"), url, body, content_type, chunked))
            assert answer == expected, f"{name} read otherwise than the same form-encoded: {answer} != {expected}"

        has_form = bool(operation.body)
        refused = {
            "multipart without a boundary": (multipart(items), "multipart/form-data", "", 400, "invalid_input"),
            "a multipart part in latin-1": (multipart([*items, ("name", "Döl".encode("latin-1"))]),
                                            f"multipart/form-data; boundary={BOUNDARY}", "", 400, "invalid_input"),
            "a form labelled latin-1": (form, "application/x-www-form-urlencoded; charset=latin-1", "", 400,
                                        "invalid_input"),
            "a form in latin-1 bytes": (form + b"&name=D%F6l", "application/x-www-form-urlencoded", "", 400,
                                        "invalid_input"),
            "broken JSON": (b'{"note": ', "application/json", "", 400, "invalid_input"),
            "a chunked body over the limit": (b"note=" + b"a" * HUGE, "application/x-www-form-urlencoded", "read",
                                              413, "too_large"),
            "a chunked body the server hands over raw": (form, "application/x-www-form-urlencoded", "raw", 411,
                                                         "length_required"),
        }
        if has_form:  # an endpoint without a form reads no body (an ad link's ping is text/ping)
            refused["text/plain"] = (form, "text/plain", "", 415, "unsupported_media_type")
        for name, (body, content_type, chunked, status, code) in refused.items():
            for language in ("mn", "en"):
                response = send(readers.client(language), url, body, content_type, chunked)
                assert response.status_code == status, f"{name}: {response.status_code} {response.content[:200]}"
                assert error_of(response, language) == code, name

    run()


@pytest.mark.parametrize("debug", [False, True], ids=["production", "DEBUG"])  # DEBUG: ninja shows a 500's traceback
def test_every_write_reads_every_body_or_refuses_it_in_the_readers_language(post_operations, settings, debug):
    settings.DEBUG = debug
    readers = Readers()
    failures: dict[str, str] = {}
    for operation in post_operations:
        try:
            check_every_body(operation, readers)
        except BaseException as error:  # one report for every operation
            if isinstance(error, KeyboardInterrupt):
                raise
            failures[operation.label] = str(error)[:1500]
    report = "\n\n".join(f"== {label}\n{text}" for label, text in failures.items())
    assert not failures, f"{len(failures)} operations failed:\n{report}"


def test_a_chunked_comment_is_stored_as_typed():
    from comments.models import Comment
    from news.tests.factories import article as make_article

    article = make_article()
    body = urlencode({"commentBody": "Сайн байна уу, é ü", "commentBy": "Бат"}).encode()
    response = send(Client(), f"/api/{article.lid}/r/comment-insert?lang=en", body,
                    "application/x-www-form-urlencoded", "read")

    assert response.status_code == 200, response.content[:300]
    assert Comment.objects.get(pk=response.json()["entity"]["id"]).body == "Сайн байна уу, é ü"


# --- the app servers themselves --------------------------------------------------------------------

def raw_post(port: int, head: str, body: bytes, chunk: int = 65536) -> tuple[int, dict[str, Any]]:
    """A POST written on the socket as given (`head` holds the framing headers), its status and JSON answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        request = f"POST {head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode()
        if "chunked" in head:
            pieces = [body[i:i + chunk] for i in range(0, len(body), chunk)]
            request += b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces) + b"0\r\n\r\n"
        else:
            request += body
        try:
            sock.sendall(request)
        except (BrokenPipeError, ConnectionResetError):  # refused before it was all sent: the answer is there
            pass
        answer = b""
        while data := sock.recv(65536):
            answer += data
    status_line, _, rest = answer.partition(b"\r\n")
    return int(status_line.split()[1]), json.loads(rest.partition(b"\r\n\r\n")[2] or b"{}")


# As `make serve-prod` starts them (granian through config/granian_server.py, or APP_SERVER=gunicorn), one worker.
SERVERS = {
    "granian": ["-m", "config.granian_server", "--interface", "wsgi", "config.wsgi:application", "--host", "127.0.0.1",
                "--port", "{port}", "--workers", "1", "--no-ws", "--log-level", "warning"],
    "gunicorn": ["-m", "gunicorn", "config.wsgi", "-c", "config/gunicorn.conf.py"],
}


@pytest.fixture(params=sorted(SERVERS))
def app_server(request, tmp_path):
    """An app server on a database nothing here reaches: every request below is answered before any view runs."""
    port = free_port()
    command = [sys.executable, *(part.format(port=port) for part in SERVERS[request.param])]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "DJANGO_SETTINGS", "REDIS_URL"))}
    env.update({"DJANGO_SETTINGS_MODULE": "config.settings.test", "DATABASE_URL": f"sqlite:///{tmp_path}/none.sqlite3",
                "REDIS_URL": "", "LOG_LEVEL": "CRITICAL", "PORT": str(port), "WORKERS": "1", "ACCESS_LOG": ""})
    with (tmp_path / "server.log").open("w") as log:
        process = subprocess.Popen(command, cwd=BACKEND, env=env, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    try:
        wait_for_port(port, timeout=60)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=20)


@pytest.mark.skipif(not django_settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"),
                    reason="runs in the SQLite run of make test: the servers here reach no database")
def test_the_app_servers_hand_a_chunked_body_over_whole(app_server):
    form = "application/x-www-form-urlencoded"
    limit = django_settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    # A NUL in the last bytes of a body as long as the limit: refused only if every chunk arrived.
    tail = b"&x=a%00"
    status, answer = raw_post(app_server, f"/api/news/view?lang=en HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"
                                          f"Content-Type: {form}", b"note=" + b"a" * (limit - 5 - len(tail)) + tail)
    assert (status, answer.get("code")) == (400, "invalid_input"), answer
    # The request's language is the body's own `lang`.
    status, answer = raw_post(app_server, f"/api/news/view HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"
                                          f"Content-Type: {form}", b"lang=en&x=a%00", chunk=3)
    assert status == 400 and answer["message"] == "The request is not valid.", answer

    started = time.monotonic()
    status, answer = raw_post(app_server, f"/api/news/view?lang=en HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"
                                          f"Content-Type: {form}", b"newsid=" + b"a" * HUGE)
    assert (status, answer.get("code")) == (413, "too_large") and time.monotonic() - started < 20, answer

    latin1 = multipart([("newsid", "1"), ("name", "Döl".encode("latin-1"))])
    for framing in ("Transfer-Encoding: chunked", f"Content-Length: {len(latin1)}"):
        status, answer = raw_post(app_server, f"/api/news/view?lang=mn HTTP/1.1\r\n{framing}\r\n"
                                              f"Content-Type: multipart/form-data; boundary={BOUNDARY}", latin1)
        assert (status, answer.get("code")) == (400, "invalid_input"), (framing, answer)
    status, answer = raw_post(app_server, "/api/news/view?lang=en HTTP/1.1\r\nContent-Length: 9\r\n"
                                          "Content-Type: multipart/form-data", b"newsid=1&")
    assert (status, answer.get("code")) == (400, "invalid_input"), answer
