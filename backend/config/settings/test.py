"""The test profile: fast hashing, quiet logs; the database comes from DATABASE_URL or SQLite."""
import os
import re

from .common import *  # noqa: F401,F403
from .common import CACHES, REDIS_URL, env_bool

DEBUG = False
ALLOWED_HOSTS = ["testserver", "127.0.0.1", "localhost"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True

# Parallel test workers each get their own Redis database, since cache.clear() flushes one.
_worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
_index = int(re.sub(r"\D", "", _worker) or 0)
if REDIS_URL:
    base = re.sub(r"/\d+$", "", REDIS_URL)
    CACHES["default"]["LOCATION"] = f"{base}/{8 + _index}"
    CACHES["default"]["KEY_PREFIX"] = "portal-test"
else:
    CACHES["default"]["LOCATION"] = f"portal-test-{_worker}"
# One store for responses and the version in tests: a flush resets both, and no query is added to
# the budgets that tests count (common/tests/test_cache.py checks the database store on its own).
CACHES["versions"] = CACHES["default"]
# Jobs run inline in tests, whichever Redis answers; jobs/tests/ run a real queue and worker on their own Redis.
JOBS_INLINE = env_bool("JOBS_INLINE", True)
