"""Local development: the embedded SQLite database and an in-process cache."""
from .common import *  # noqa: F401,F403
from .common import env_bool

DEBUG = env_bool("DEBUG", True)

# Serve the Vite build straight from frontend/dist without collectstatic.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

# No collectstatic in development: files are found where they live, under their own names.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
