"""`manage.py check --deploy`: production should queue its jobs, not run them in editors' requests."""
from django.conf import settings
from django.core import checks


@checks.register(deploy=True)
def jobs_queued(app_configs, **kwargs) -> list[checks.CheckMessage]:
    if settings.JOBS_INLINE:
        return [checks.Warning(
            "Jobs run inline: image renditions, feed fetches and purges run inside the request that asks "
            "for them, and nothing runs the schedule (scheduled publishing, feeds).",
            hint="Set REDIS_URL (or JOBS_REDIS_URL) and run `manage.py run_jobs` (docs/deploy.md, Jobs).",
            id="portal.W002",
        )]
    return []
