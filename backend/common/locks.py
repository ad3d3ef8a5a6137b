"""Serialising one reader's parallel writes to one thing, without blocking other readers."""
import hashlib

from django.db import connection


def lock_reader_on(scope: str, owner_id: int, voter_key: str) -> None:
    """Inside a transaction: wait until this reader's other writes to `owner_id` of `scope` are done.

    One reader clicking fast sends parallel requests that each read "no vote yet" and insert, or
    delete what another just inserted. On PostgreSQL a transaction-scoped advisory lock on
    (scope, owner, reader) queues them, and other readers never wait on it. SQLite needs none:
    its write transactions already run one at a time (BEGIN IMMEDIATE, settings).
    """
    if connection.vendor != "postgresql":
        return
    digest = hashlib.blake2b(f"{scope}|{owner_id}|{voter_key}".encode(), digest_size=8).digest()
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [int.from_bytes(digest, "big", signed=True)])
