"""Read replicas: reads go to a replica, writes (and anything inside a write transaction) to the primary.

Wired by settings/prod.py only when DATABASE_REPLICA_URLS lists replicas (their aliases are
replica1, replica2, ...). A reader may see a replica a moment behind the primary; the pages are
cached for up to a minute anyway, and the newsroom (admin) writes and reads through the primary
because Django's admin saves run in atomic blocks and the router sends reads inside one there.
"""
import random

from django.conf import settings
from django.db import connections
from django.db.models import Model

PRIMARY = "default"


def replica_aliases() -> list[str]:
    return [alias for alias in settings.DATABASES if alias.startswith("replica")]


class PrimaryReplicaRouter:
    """Spreads reads over the replicas at random; every write goes to the primary."""

    def db_for_read(self, model: type[Model], **hints: object) -> str:
        replicas = replica_aliases()
        # Inside a transaction on the primary, read your own writes there (read-modify-write).
        if not replicas or connections[PRIMARY].in_atomic_block:
            return PRIMARY
        return random.choice(replicas)

    def db_for_write(self, model: type[Model], **hints: object) -> str:
        return PRIMARY

    def allow_relation(self, obj1: Model, obj2: Model, **hints: object) -> bool:
        # Replicas hold the same rows as the primary: objects from any of them may relate.
        return True

    def allow_migrate(self, db: str, app_label: str, model_name: str | None = None, **hints: object) -> bool:
        # Only the primary is migrated; replicas follow it through streaming replication.
        return db == PRIMARY
