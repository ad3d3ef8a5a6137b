"""Production: DEBUG off, secure cookies and HSTS; PostgreSQL, Redis and storage come from the environment.

`manage.py check --deploy --settings config.settings.prod` passes with a real SECRET_KEY
(backend/common/tests/test_deploy.py). docs/deploy.md describes every variable.
"""
import os

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from .common import *  # noqa: F401,F403
from .common import DATABASES, INSECURE_DEVELOPMENT_KEY, LOG_LEVEL, MIDDLEWARE, env_bool, logging_config
from .media import object_storage

DEBUG = False

# The key signs vote tokens, reader tokens and reader hashes: a public or guessable one lets
# anyone mint them. Refuse to start rather than run with it.
SECRET_KEY = os.environ.get("SECRET_KEY", "")
if len(SECRET_KEY) < 32 or SECRET_KEY == INSECURE_DEVELOPMENT_KEY:
    raise ImproperlyConfigured(
        "SECRET_KEY must be set to 32 or more random characters in production (docs/deploy.md), "
        "e.g. python -c 'import secrets; print(secrets.token_urlsafe(50))'"
    )

# TLS ends at the load balancer, which forwards X-Forwarded-Proto; plain-HTTP requests that
# reach Django anyway are redirected. The health check of the load balancer stays plain HTTP.
# The benchmark (loopback, plain HTTP) sets SECURE_SSL_REDIRECT=0.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

# Static files: collectstatic writes hashed names plus .gz and .br twins (whitenoise[brotli]);
# hashed files are sent with "Cache-Control: max-age=315360000, public, immutable".
WHITENOISE_MAX_AGE = 60  # for the few unhashed files (favicon, robots) only

# Media (uploads and image renditions): the local file system by default; any S3-compatible
# object store when AWS_STORAGE_BUCKET_NAME is set (django-storages; settings/media.py reads the
# AWS_* variables, and readers load pictures from the store's or its CDN's URLs).
_object_storage = object_storage(os.environ)
if _object_storage:
    STORAGES = {
        "default": _object_storage[0],
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    MEDIA_URL = _object_storage[1]

# Read replicas: reads go to one of DATABASE_REPLICA_URLS, writes to the primary (config/db_router.py).
_replica_urls = [u.strip() for u in os.environ.get("DATABASE_REPLICA_URLS", "").split(",") if u.strip()]
if _replica_urls:
    DATABASES = {**DATABASES}  # our own copy: common.DATABASES stays as it was
    for _index, _url in enumerate(_replica_urls, start=1):
        DATABASES[f"replica{_index}"] = dj_database_url.parse(
            _url, conn_max_age=DATABASES["default"].get("CONN_MAX_AGE", 60), conn_health_checks=True
        )
        # The primary's engine and timeouts (settings/common.py, common/db_deadline.py).
        DATABASES[f"replica{_index}"]["ENGINE"] = DATABASES["default"]["ENGINE"]
        DATABASES[f"replica{_index}"]["OPTIONS"] = {**DATABASES["default"].get("OPTIONS", {})}
        # Tests run against the primary: a replica is the same data, not a second test database.
        DATABASES[f"replica{_index}"]["TEST"] = {"MIRROR": "default"}
    DATABASE_ROUTERS = ["config.db_router.PrimaryReplicaRouter"]
    # Before anything reads the database: a reader who just wrote reads from the primary.
    MIDDLEWARE = [*MIDDLEWARE]
    MIDDLEWARE.insert(MIDDLEWARE.index("common.db_deadline.DatabaseDeadlineMiddleware"),
                      "config.db_router.ReadYourWritesMiddleware")

# Log lines as JSON, one object a line with its request id, for a log shipper to read (observability/logs.py);
# LOG_FORMAT=plain for text.
LOGGING = logging_config(os.environ.get("LOG_FORMAT", "json"), LOG_LEVEL)
