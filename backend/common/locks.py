"""Serialising one reader's parallel writes to one thing, without blocking other readers."""
import hashlib

from django.db import connection

from .errors import ApiError


def lock_reader_on(scope: str, owner_id: int, voter_key: str) -> None:
    """Inside a transaction: hold this reader's lock on `owner_id` of `scope`, or answer 409 `busy`.

    One reader clicking fast sends parallel requests that each read "no vote yet" and insert, or
    delete what another just inserted. On PostgreSQL a transaction-scoped advisory lock on
    (scope, owner, reader) lets one of them through at a time; a click that finds it taken is
    answered at once that another click of theirs is in progress, rather than queueing behind it
    (a queue of fifty would outlast the request's database time limit, common/db_deadline.py).
    Other readers never meet the lock. SQLite needs none: its write transactions already run one
    at a time (BEGIN IMMEDIATE, settings).
    """
    if connection.vendor != "postgresql":
        return
    digest = hashlib.blake2b(f"{scope}|{owner_id}|{voter_key}".encode(), digest_size=8).digest()
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_xact_lock(%s)", [int.from_bytes(digest, "big", signed=True)])
        (taken,) = cursor.fetchone()
    if not taken:
        raise ApiError("busy", status=409)
