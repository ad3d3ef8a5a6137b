from django.apps import AppConfig
from django.conf import settings
from django.core.management import call_command
from django.db.models.signals import post_migrate


def _create_cache_tables(sender: AppConfig, **kwargs) -> None:
    """`migrate` also makes the database cache's table (the shared content version without Redis),
    named here rather than read from CACHES: a database migrated by a process with Redis must still
    have it for one without (the bench seeds without Redis; a deployment may drop Redis)."""
    call_command("createcachetable", settings.VERSIONS_TABLE, database=kwargs.get("using", "default"), verbosity=0)


class CommonConfig(AppConfig):
    name = "common"
    verbose_name = "Common"

    def ready(self) -> None:
        from . import checks, signals  # noqa: F401 (checks registers itself)

        signals.connect()
        post_migrate.connect(_create_cache_tables, sender=self)
