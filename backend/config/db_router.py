"""Read replicas: reads go to a replica, writes (and anything inside a write transaction) to the primary.

Wired by settings/prod.py only when DATABASE_REPLICA_URLS lists replicas (their aliases are
replica1, replica2, ...). A reader may see a replica a moment behind the primary; the pages are
cached for up to a minute anyway, and the newsroom (admin) writes and reads through the primary
because Django's admin saves run in atomic blocks and the router sends reads inside one there.

Read-your-writes (docs/adr/021-read-your-writes.md): a request that wrote sends its later reads to
the primary, and ReadYourWritesMiddleware gives its reader a signed cookie that pins their next
requests to the primary for PRIMARY_PIN_SECONDS, longer than the replicas' lag.

A replica that cannot be reached is left out for REPLICA_RETRY_SECONDS (per process), and reads
go to another replica or the primary, so a lost replica costs one failed connect, not one per request.
"""
import contextvars
import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.db import DatabaseError, connections
from django.db.models import Model
from django.http import HttpRequest, HttpResponse

PRIMARY = "default"
PIN_COOKIE = "rw"
PIN_SALT = "config.db_router.read-your-writes"
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})

log = logging.getLogger(__name__)


@dataclass
class _RequestReads:
    pinned: bool = False  # the reader wrote a moment ago (their cookie)
    wrote: bool = False  # this request wrote


_request: contextvars.ContextVar[_RequestReads | None] = contextvars.ContextVar("request_reads", default=None)
_down_until: dict[str, float] = {}  # replica alias -> monotonic time to try it again
_down_lock = threading.Lock()


def replica_aliases() -> list[str]:
    return [alias for alias in settings.DATABASES if alias.startswith("replica")]


def mark_replica_down(alias: str) -> None:
    with _down_lock:
        _down_until[alias] = time.monotonic() + settings.REPLICA_RETRY_SECONDS


def replicas_down() -> set[str]:
    now = time.monotonic()
    with _down_lock:
        return {alias for alias, until in _down_until.items() if until > now}


def forget_replica_failures() -> None:
    with _down_lock:
        _down_until.clear()


def _reachable(alias: str) -> bool:
    """Connect now (or run Django's once-per-request health check), so a lost replica fails here, not in the query."""
    connection = connections[alias]
    try:
        connection.close_if_health_check_failed()
        if connection.connection is None:
            connection.ensure_connection()
        return True
    except DatabaseError as error:
        log.warning("replica %s unreachable, reading from the primary for %s s: %s",
                    alias, settings.REPLICA_RETRY_SECONDS, error)
        connection.close()
        mark_replica_down(alias)
        return False


class PrimaryReplicaRouter:
    """Spreads reads over the reachable replicas at random; every write goes to the primary."""

    def db_for_read(self, model: type[Model], **hints: object) -> str:
        replicas = replica_aliases()
        # Inside a transaction on the primary, read your own writes there (read-modify-write).
        if not replicas or connections[PRIMARY].in_atomic_block:
            return PRIMARY
        reads = _request.get()
        if reads and (reads.pinned or reads.wrote):
            return PRIMARY
        down = replicas_down()
        candidates = [alias for alias in replicas if alias not in down]
        random.shuffle(candidates)
        for alias in candidates:
            if _reachable(alias):
                return alias
        return PRIMARY

    def db_for_write(self, model: type[Model], **hints: object) -> str:
        reads = _request.get()
        if reads:
            reads.wrote = True
        return PRIMARY

    def allow_relation(self, obj1: Model, obj2: Model, **hints: object) -> bool:
        # Replicas hold the same rows as the primary: objects from any of them may relate.
        return True

    def allow_migrate(self, db: str, app_label: str, model_name: str | None = None, **hints: object) -> bool:
        # Only the primary is migrated; replicas follow it through streaming replication.
        return db == PRIMARY


class ReadYourWritesMiddleware:
    """Pins a reader's requests to the primary for PRIMARY_PIN_SECONDS after a request of theirs wrote."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        seconds = settings.PRIMARY_PIN_SECONDS
        pinned = PIN_COOKIE in request.COOKIES and request.get_signed_cookie(
            PIN_COOKIE, default=None, salt=PIN_SALT, max_age=seconds) is not None
        reads = _RequestReads(pinned=pinned)
        token = _request.set(reads)
        try:
            response = self.get_response(request)
        finally:
            _request.reset(token)
        if reads.wrote and request.method in UNSAFE_METHODS:
            response.set_signed_cookie(
                PIN_COOKIE, "1", salt=PIN_SALT, max_age=seconds, httponly=True, samesite="Lax",
                secure=settings.SESSION_COOKIE_SECURE,
            )
        return response
