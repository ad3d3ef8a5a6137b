"""Local development: the embedded SQLite database and an in-process cache."""
import os

from .common import *  # noqa: F401,F403
from .common import env_bool

DEBUG = env_bool("DEBUG", True)
# `make start` serves with runserver, which nothing respawns: a render that crashed V8 there would
# take the whole portal down, so each V8 context lives in a child process (web/render_process.py).
SSR_ISOLATION = os.environ.get("SSR_ISOLATION", "process")

# Serve the Vite build straight from frontend/dist without collectstatic.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

# No collectstatic in development: files are found where they live, under their own names.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
