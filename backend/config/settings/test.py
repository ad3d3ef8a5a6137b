"""The test profile: fast hashing, quiet logs; the database comes from DATABASE_URL or SQLite."""
from .common import *  # noqa: F401,F403
from .common import CACHES, REDIS_URL

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
if REDIS_URL:
    CACHES["default"]["KEY_PREFIX"] = "portal-test"
ALLOWED_HOSTS = ["testserver", "127.0.0.1", "localhost"]
