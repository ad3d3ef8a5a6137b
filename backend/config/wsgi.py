"""WSGI entry point for gunicorn, granian and runserver: liveness first, then Django behind its front cache."""
import os
from collections.abc import Callable, Iterable
from typing import Any

from django.conf import settings
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")
application = get_wsgi_application()

from common import db_deadline  # noqa: E402 - once Django is set up

WsgiApp = Callable[[dict, Callable[..., Any]], Iterable[bytes]]

if settings.EDGE_CACHE_MB > 0:
    from performance.front_cache import EdgeCache

    application = EdgeCache(application, max_bytes=settings.EDGE_CACHE_MB * 1024 * 1024)  # type: ignore[assignment]


def liveness_first(app: WsgiApp) -> WsgiApp:
    """`/healthz` answered before the front cache, the middleware and the database: liveness says the
    process answers, whatever its dependencies do. (`make serve-prod` answers it in granian itself, on no
    Python thread at all.) Everything else runs with the readers' database time limit from here on, so the
    front cache's own reads of the content version are bounded too; the newsroom's longer limit is set
    by common.db_deadline.DatabaseDeadlineMiddleware inside."""

    def portal(environ: dict, start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ.get("PATH_INFO") == "/healthz":
            start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", "2"),
                                      ("Cache-Control", "no-store")])
            return [b"ok"]
        with db_deadline.limited(settings.DB_QUERY_SECONDS):
            return app(environ, start_response)

    return portal


application = liveness_first(application)  # type: ignore[assignment]
