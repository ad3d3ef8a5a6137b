"""System checks for the production profile (`manage.py check --deploy`)."""
from django.conf import settings
from django.core import checks


@checks.register(checks.Tags.caches, deploy=True)
def shared_cache(app_configs, **kwargs) -> list[checks.CheckMessage]:
    """Without Redis each app process keeps its own cache and content version, so an editor's
    save refreshes only the process that handled it: readers see old and new pages at random
    until the other processes' copies expire (up to a minute)."""
    backend = str(settings.CACHES["default"]["BACKEND"])
    if backend.endswith("LocMemCache"):
        return [checks.Warning(
            "REDIS_URL is not set: every app process keeps its own cache, so a newsroom save does "
            "not refresh the pages the other processes hold.",
            hint="Set REDIS_URL (docs/deploy.md); the production profile needs one shared cache.",
            id="portal.W001",
        )]
    return []
