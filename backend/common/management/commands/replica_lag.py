"""Print the replicas' lag (docs/deploy.md): pg_stat_replication on the primary, replay delay on each replica."""
import json

from django.core.management.base import BaseCommand

from common.health import replication_lag


class Command(BaseCommand):
    help = "Print each streaming replica's state and lag as JSON (PostgreSQL; empty on SQLite)."

    def handle(self, *args, **options) -> None:
        self.stdout.write(json.dumps(replication_lag()))
