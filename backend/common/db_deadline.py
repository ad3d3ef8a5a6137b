"""A time limit on each database call of a request, kept by the client, and a database that stops answering left alone.

A PostgreSQL server that stops answering (SIGSTOP, a hung disk, a dead host behind a live TCP
stack) keeps an open connection's query waiting forever: its own `statement_timeout` never fires
and the kernel still acknowledges our packets, so neither TCP keep-alives nor `tcp_user_timeout`
notice. psycopg has no client-side timeout for a running query either. So calls made during a
request register their connection's socket with a deadline, and one watchdog thread per process
shuts the socket of any call still waiting past it: the call fails at once with OperationalError,
which the API and pages answer as a bilingual 503 with Retry-After (common/middleware.py), and
Django drops the broken connection at the end of the request.

That alone holds one reader, not a crowd: each request still waits its 0.5 s health check and 2 s
connect timeout, or its query's deadline, and behind the app server's few threads the others wait
their turn (at concurrency 16 on 2 workers x 4 threads, answers took up to 5.9 s). So each process
keeps a breaker per database, and marks the database down when a connection attempt fails, when
two calls in a row get no answer in time, or when the server does not even answer a connection
request: the postmaster replies to one at once however long its queries take, and a frozen one
never does. That question is asked when a call has waited half a second, and before connecting
again after a call that got no answer (half a second instead of the connect timeout's 2 s). Then
every connection attempt and call fails at once with `DatabaseDown` (an OperationalError: the same
503) without touching the server, calls already waiting are cut as soon as they have waited half a
second, and one thread of the process tries a fresh connection again and again until it gets an
answer, which marks the database up (docs/adr/025-database-breaker.md). Pages kept in memory are
still served meanwhile.

Outside requests (migrations, management commands, the bench's seeding) calls have no deadline;
the breaker applies there too, but only a failed connection opens it.
"""
import logging
import os
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from django.conf import settings
from django.db import OperationalError
from django.http import HttpRequest, HttpResponse

logger = logging.getLogger("portal.errors")

WATCH_INTERVAL = 0.1
# The connection health check (CONN_HEALTH_CHECKS' SELECT 1 on a reused connection, under a
# millisecond on a live server), also outside requests. Short: on a frozen server a reader then
# waits this plus the connect timeout (2 s) for the 503.
HEALTH_CHECK_SECONDS = 0.5
# Calls in a row past their deadline (no call answered in between) that mark a database down: one
# slow query is the reader's 503, not everybody's.
TIMEOUTS_TO_OPEN = 2
# Between two probes of a database marked down (each waits up to the connect timeout itself).
PROBE_PAUSE_SECONDS = 0.25
# A call waiting this long makes the process ask the server for a sign of life, at most once a second;
# no answer within PING_SECONDS marks it down.
SUSPECT_SECONDS = 0.5
PING_SECONDS = 0.5
PING_EVERY_SECONDS = 1.0
_SSL_REQUEST = struct.pack("!ii", 8, 80877103)  # PostgreSQL's first message; the server answers b"S" or b"N"

_limit = threading.local()
# call id -> (deadline, socket fd, the database's breaker, start)
_waiting: dict[int, tuple[float, int, "Breaker | None", float]] = {}
_lock = threading.Lock()
_watcher_pid = 0
_ids = iter(range(1, 1 << 62))


class DatabaseDown(OperationalError):
    """The database is marked down in this process: it is not called until a probe gets an answer."""


class Breaker:
    """Whether this process calls a database: closed while it answers; open from a failed connection,
    TIMEOUTS_TO_OPEN unanswered calls in a row or a server that does not answer a connection request,
    until the one prober thread connects and gets SELECT 1."""

    def __init__(self, alias: str, settings_dict: dict) -> None:
        self.alias = alias
        self.settings_dict = settings_dict  # what the probe connects with
        self.pid = os.getpid()
        self.is_open = False
        self._timeouts = 0
        self._lock = threading.Lock()
        self._next_ping = 0.0

    def check(self) -> None:
        """DatabaseDown while the database is marked down (except for the prober's own calls)."""
        if self.is_open and not getattr(_limit, "probing", False):
            raise DatabaseDown(f"database {self.alias!r} is not answering: not called until it answers a probe")

    def answered(self) -> None:
        if self._timeouts:
            self._timeouts = 0

    def timed_out(self) -> None:
        with self._lock:
            self._timeouts += 1
            opens = self._timeouts >= TIMEOUTS_TO_OPEN
        if opens:
            self._open(f"{TIMEOUTS_TO_OPEN} calls in a row got no answer in time")

    def vouch_before_connecting(self) -> None:
        """After a call that got no answer, a new connection is tried only if the server answers a
        connection request (in PING_SECONDS, not the connect timeout's 2 s); DatabaseDown if not."""
        if self._timeouts and not getattr(_limit, "probing", False) and not answers_at_all(self.settings_dict):
            self._open(f"a call got no answer, then no answer to a connection request in {PING_SECONDS} s")
            self.check()

    def suspect(self) -> None:
        """A call has waited long: ask the server whether it answers at all, in a thread of its own."""
        now = time.monotonic()
        with self._lock:
            if self.is_open or now < self._next_ping:
                return
            self._next_ping = now + PING_EVERY_SECONDS
        threading.Thread(target=self._ping, name=f"db-ping-{self.alias}", daemon=True).start()

    def _ping(self) -> None:
        if not answers_at_all(self.settings_dict):
            self._open(f"no answer to a connection request in {PING_SECONDS} s")

    def unreachable(self, error: Exception) -> None:
        self._open(f"a connection attempt failed: {error}".strip())

    def _open(self, why: str) -> None:
        with self._lock:
            if self.is_open:
                return
            self.is_open = True
        _breaker_gauge(self.alias).set(1)
        logger.error("database %r marked down in process %d (%s): not called until it answers", self.alias,
                     os.getpid(), why)
        threading.Thread(target=self._probe, name=f"db-probe-{self.alias}", daemon=True).start()

    def _probe(self) -> None:
        from django.db.utils import load_backend

        _limit.probing = True
        tries = 0
        while True:
            tries += 1
            try:
                connection = load_backend(self.settings_dict["ENGINE"]).DatabaseWrapper(self.settings_dict, self.alias)
                try:
                    with limited(HEALTH_CHECK_SECONDS), connection.cursor() as cursor:
                        cursor.execute("SELECT 1")
                finally:
                    connection.close()
                break
            except Exception:  # any failure is "not yet": the thread must live until the database answers
                time.sleep(PROBE_PAUSE_SECONDS)
        with self._lock:
            self._timeouts = 0
            self.is_open = False
        _breaker_gauge(self.alias).set(0)
        logger.warning("database %r answers again (process %d, probe %d)", self.alias, os.getpid(), tries)


_breakers: dict[str, Breaker] = {}
_breakers_lock = threading.Lock()


def _breaker_gauge(alias: str):  # noqa: ANN202 - a prometheus-client gauge
    """portal_database_breaker_open of `alias` in this process (observability/metrics.py)."""
    from observability import metrics

    return metrics.database_breaker_open.labels(alias)


def breaker_for(connection) -> Breaker:  # noqa: ANN001 - a Django database wrapper
    """The breaker of `connection`'s database in this process (a forked child starts with a closed one)."""
    breaker = _breakers.get(connection.alias)
    if breaker is None or breaker.pid != os.getpid():
        with _breakers_lock:
            breaker = _breakers.get(connection.alias)
            if breaker is None or breaker.pid != os.getpid():
                breaker = _breakers[connection.alias] = Breaker(connection.alias, connection.settings_dict)
                _breaker_gauge(connection.alias).set(0)
    return breaker


def answers_at_all(settings_dict: dict) -> bool:
    """Whether the database server answers a connection request within PING_SECONDS: the postmaster
    replies to SSLRequest with one byte before any login or query, however busy its queries are; a
    frozen server never does. True when that cannot be asked (a Unix socket in libpq's default place,
    several hosts): then only the deadlines tell."""
    host, port = settings_dict.get("HOST") or "", int(settings_dict.get("PORT") or 5432)
    if not host or "," in host:
        return True
    try:
        if host.startswith("/"):
            server = socket.socket(socket.AF_UNIX)
            server.settimeout(PING_SECONDS)
            server.connect(f"{host}/.s.PGSQL.{port}")
        else:
            server = socket.create_connection((host, port), timeout=PING_SECONDS)
    except OSError:  # refused, unreachable or not accepted in time: no answer either
        return False
    with server:
        try:
            server.sendall(_SSL_REQUEST)
            return server.recv(1) in (b"S", b"N")
        except OSError:  # the timeout included
            return False


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
def bounded(raw_connection, seconds: float | None, breaker: Breaker | None = None) -> Iterator[None]:  # noqa: ANN001
    """Shut `raw_connection`'s socket (psycopg's) if the block is still running after `seconds`, and count
    that against `breaker`."""
    fd = _socket_of(raw_connection) if seconds else None
    if fd is None:
        yield
        return
    _ensure_watcher()
    started = time.monotonic()
    with _lock:
        call = next(_ids)
        _waiting[call] = (started + seconds, fd, breaker, started)  # type: ignore[operator]
    try:
        yield
    finally:
        with _lock:
            _waiting.pop(call, None)


def guard(execute: Callable, sql, params, many, context):  # noqa: ANN001, ANN201 - Django's execute wrapper
    """Every query through Django's cursors: refused while its database is marked down, and bounded by the
    request's limit."""
    breaker = breaker_for(context["connection"])
    breaker.check()
    seconds = current_limit()
    if not seconds:
        return execute(sql, params, many, context)
    with bounded(context["connection"].connection, seconds, breaker):
        result = execute(sql, params, many, context)
    breaker.answered()
    return result


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
        suspected: set[Breaker] = set()
        with _lock:  # held while cutting: the call cannot finish and its fd be reused meanwhile
            for call, (deadline, fd, breaker, started) in list(_waiting.items()):
                # A database marked down answers nothing: a call that waited a health check's time
                # is not waited for any longer.
                given_up = breaker is not None and breaker.is_open and now - started >= HEALTH_CHECK_SECONDS
                if now >= deadline or given_up:
                    _waiting.pop(call)
                    _cut(fd)
                    if breaker is not None and not given_up:
                        # Counted before the caller sees its error: its reconnection then knows.
                        breaker.timed_out()
                elif breaker is not None and now - started >= SUSPECT_SECONDS:
                    suspected.add(breaker)
        for breaker in suspected:
            breaker.suspect()


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
