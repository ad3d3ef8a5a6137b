"""WSGI entry point for gunicorn, granian and runserver: Django behind its in-process front cache."""
import os

from django.conf import settings
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")
application = get_wsgi_application()

if settings.EDGE_CACHE_MB > 0:
    from performance.front_cache import EdgeCache

    application = EdgeCache(application, max_bytes=settings.EDGE_CACHE_MB * 1024 * 1024)  # type: ignore[assignment]
