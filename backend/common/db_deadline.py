"""A time limit on each database call of a request, kept by the client: a frozen server cannot hold a reader.

A PostgreSQL server that stops answering (SIGSTOP, a hung disk, a dead host behind a live TCP
stack) keeps an open connection's query waiting forever: its own `statement_timeout` never fires
and the kernel still acknowledges our packets, so neither TCP keep-alives nor `tcp_user_timeout`
notice. psycopg has no client-side timeout for a running query either. So calls made during a
request register their connection's socket with a deadline, and one watchdog thread per process
shuts the socket of any call still waiting past it: the call fails at once with OperationalError,
which the API and pages answer as a bilingual 503 with Retry-After (common/middleware.py), and
Django drops the broken connection at the end of the request.

Outside requests (migrations, management commands, the bench's seeding) there is no deadline.
"""
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from django.conf import settings
from django.http import HttpRequest, HttpResponse

WATCH_INTERVAL = 0.1
# The connection health check (CONN_HEALTH_CHECKS' SELECT 1 on a reused connection, under a
# millisecond on a live server), also outside requests. Short: on a frozen server a reader then
# waits this plus the connect timeout (2 s) for the 503.
HEALTH_CHECK_SECONDS = 0.5

_limit = threading.local()
_waiting: dict[int, tuple[float, int]] = {}  # call id -> (deadline, socket fd)
_lock = threading.Lock()
_watcher_pid = 0
_ids = iter(range(1, 1 << 62))


def current_limit() -> float | None:
    return getattr(_limit, "seconds", None)


@contextmanager
def limited(seconds: float | None) -> Iterator[None]:
    """Database calls of this thread inside the block wait at most `seconds` each (None: no limit)."""
    previous = current_limit()
    _limit.seconds = seconds
    try:
        yield
    finally:
        _limit.seconds = previous


@contextmanager
def bounded(raw_connection, seconds: float | None) -> Iterator[None]:  # noqa: ANN001 - a psycopg connection
    """Shut `raw_connection`'s socket if the block is still running after `seconds`."""
    fd = _socket_of(raw_connection) if seconds else None
    if fd is None:
        yield
        return
    _ensure_watcher()
    with _lock:
        call = next(_ids)
        _waiting[call] = (time.monotonic() + seconds, fd)  # type: ignore[operator]
    try:
        yield
    finally:
        with _lock:
            _waiting.pop(call, None)


def guard(execute: Callable, sql, params, many, context):  # noqa: ANN001, ANN201 - Django's execute wrapper
    """Every query through Django's cursors, bounded by the request's limit."""
    seconds = current_limit()
    if not seconds:
        return execute(sql, params, many, context)
    with bounded(context["connection"].connection, seconds):
        return execute(sql, params, many, context)


def _socket_of(raw_connection) -> int | None:  # noqa: ANN001
    try:
        return raw_connection.pgconn.socket
    except Exception:  # closed, or not a psycopg connection: nothing to watch
        return None


def _ensure_watcher() -> None:
    global _watcher_pid
    if _watcher_pid == os.getpid():
        return
    with _lock:
        if _watcher_pid != os.getpid():  # first call in this process (after an app server's fork too)
            _waiting.clear()
            threading.Thread(target=_watch, name="db-deadline", daemon=True).start()
            _watcher_pid = os.getpid()


def _watch() -> None:
    while True:
        time.sleep(WATCH_INTERVAL)
        now = time.monotonic()
        with _lock:  # held while cutting: the call cannot finish and its fd be reused meanwhile
            for call, (deadline, fd) in list(_waiting.items()):
                if now >= deadline:
                    _waiting.pop(call)
                    _cut(fd)


def _cut(fd: int) -> None:
    try:
        twin = socket.socket(fileno=os.dup(fd))
    except OSError:
        return
    try:
        twin.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    finally:
        twin.close()


class DatabaseDeadlineMiddleware:
    """Readers' requests give each database call DB_QUERY_SECONDS; the newsroom's get longer."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        newsroom = request.path_info.startswith("/admin/")
        with limited(settings.DB_NEWSROOM_QUERY_SECONDS if newsroom else settings.DB_QUERY_SECONDS):
            return self.get_response(request)
