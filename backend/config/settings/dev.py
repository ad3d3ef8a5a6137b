"""The embedded profile (`make start`, `make dev`, the end-to-end server): SQLite and an in-process cache."""
import os

from .common import *  # noqa: F401,F403
from .common import env_bool

DEBUG = env_bool("DEBUG", True)
# Each V8 context lives in a child process (web/render_process.py), so a render that crashes V8 costs
# only that page's server drawing: `make start`'s granian would respawn a crashed worker but lose every
# request it held, and `make dev`'s runserver is respawned by nothing.
SSR_ISOLATION = os.environ.get("SSR_ISOLATION", "process")

# Serve the Vite build straight from frontend/dist without collectstatic.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

# No collectstatic in development: files are found where they live, under their own names.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
