"""Settings shared by every profile; everything that varies comes from the environment."""
import os
from datetime import timedelta
from pathlib import Path

import dj_database_url

from observability.logs import logging_config

BASE_DIR = Path(__file__).resolve().parent.parent.parent  # backend/
REPO_DIR = BASE_DIR.parent
SHARED_DATA_DIR = Path(os.environ.get("SHARED_DATA_DIR", REPO_DIR.parent / "shared" / "data"))


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


# Development and tests only: production refuses to start with it (settings/prod.py).
INSECURE_DEVELOPMENT_KEY = "dev-only-insecure-key-change-me"
SECRET_KEY = os.environ.get("SECRET_KEY", INSECURE_DEVELOPMENT_KEY)
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = [h.strip() for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h.strip()]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "accounts.apps.SignInAttemptsConfig",  # django-axes, named for the newsroom
    "django_otp",
    "django_otp.plugins.otp_totp",
    "django_otp.plugins.otp_static",
    "django_prose_editor",
    "simple_history",
    "common",
    "accounts",  # after django-otp's plugins: its admin replaces theirs
    "news",
    "search",
    "comments",
    "polls",
    "comics",
    "stories",
    "elections",
    "widgets",
    "horoscope",
    "ads",
    "pages",
    "navigation",
    "corrections",
    "roles",
    "jobs",
    "audience",
    "observability",
    "newsletter",
    "alerts",
    "web",
    "lite",
]

MIDDLEWARE = [
    # Outermost: the request's id for every log line below it, and its count and time (observability/).
    "observability.middleware.RequestObservationMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "common.db_deadline.DatabaseDeadlineMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "common.middleware.LanguageMiddleware",
    # Before anything that reads a body or sets a cookie: another site's page cannot write as a reader.
    "common.cross_site.CrossSiteWriteMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django_otp.middleware.OTPMiddleware",  # request.user.is_verified(): this session passed the second factor
    "simple_history.middleware.HistoryRequestMiddleware",  # an article's revisions name their editor
    "django.contrib.messages.middleware.MessageMiddleware",
    # The newsroom's idle timeout and second factor (accounts/middleware.py); readers' requests pass untouched.
    "accounts.middleware.NewsroomSessionMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "common.middleware.SecurityHeadersMiddleware",
    "common.middleware.ApiErrorsMiddleware",  # innermost: its answers still get the headers above
    "axes.middleware.AxesMiddleware",  # the newsroom login's lockout page (django-axes wants it last)
]

# The newsroom login (docs/security.md): django-axes locks a user name out from an address after
# 5 wrong passwords for 15 minutes, checked before the password is hashed (~1 s of CPU each), so
# locked-out tries cost nothing; a success clears the count. Per address, whatever the user name,
# THROTTLE_RATES["login"] caps the tries (common/newsroom.py).
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend", "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "common.clients.valid_client_ip"
AXES_LOCKOUT_CALLABLE = "common.newsroom.locked_out"
AXES_VERBOSE = False
# The second factor (accounts/, docs/security.md): superusers and editors sign in with an authenticator
# app's code (TOTP) or a recovery code. Wrong codes count per user with the passwords' numbers above
# (accounts.logic.code_lock), so django-otp's own growing delay, which refuses a right code typed
# soon after a wrong one without saying why, is off.
OTP_TOTP_ISSUER = os.environ.get("OTP_TOTP_ISSUER", "Newsroom")
OTP_TOTP_THROTTLE_FACTOR = 0
OTP_STATIC_THROTTLE_FACTOR = 0
# A newsroom session left alone this long is signed out (accounts/middleware.py).
NEWSROOM_IDLE_SECONDS = int(os.environ.get("NEWSROOM_IDLE_SECONDS", str(30 * 60)))
# A sign-in whose `next` leads off the site lands on the newsroom, not on Django's /accounts/profile/.
LOGIN_REDIRECT_URL = "admin:index"

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{REPO_DIR / 'var' / 'portal.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # WAL lets readers go on while a writer commits; busy timeout avoids "database is locked".
    # BEGIN IMMEDIATE: a write transaction takes the lock up front and waits its turn; a deferred one
    # that reads first fails at once with "database is locked" when it must upgrade (the soak found it).
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0
else:
    # A lost database answers a quick 503 (common.middleware.ApiErrorsMiddleware), never a hang:
    # connecting gives up after DB_CONNECT_TIMEOUT, the server ends a statement after
    # DB_STATEMENT_TIMEOUT_MS (0 for none: long migrations), and a server that stops answering
    # mid-query is cut by the client after DB_QUERY_SECONDS (common/db_deadline.py).
    DATABASES["default"]["ENGINE"] = "common.postgresql"
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        connect_timeout=int(os.environ.get("DB_CONNECT_TIMEOUT", "2")),  # libpq's least
        options=f"-c statement_timeout={int(os.environ.get('DB_STATEMENT_TIMEOUT_MS', '30000'))}",
    )
# Each database call of a reader's request (seconds; 0 for none), and of the newsroom's.
DB_QUERY_SECONDS = float(os.environ.get("DB_QUERY_SECONDS", "2.5"))
DB_NEWSROOM_QUERY_SECONDS = float(os.environ.get("DB_NEWSROOM_QUERY_SECONDS", "60"))
# Read replicas (settings/prod.py, config/db_router.py): a reader's requests read from the primary for
# PRIMARY_PIN_SECONDS after one of theirs wrote (longer than replica lag); a replica that failed to
# connect is left out for REPLICA_RETRY_SECONDS.
PRIMARY_PIN_SECONDS = int(os.environ.get("PRIMARY_PIN_SECONDS", "5"))
REPLICA_RETRY_SECONDS = float(os.environ.get("REPLICA_RETRY_SECONDS", "5"))

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "common.redis_cache.GuardedRedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "portal",
            "OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 0.5, "SOCKET_TIMEOUT": 0.5},
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "portal"}}
# The cache tags' versions (common/cache_tags.py) must be one for every app process, or an edit shows
# on one worker and not on another: Redis when there is one, else a table of the database (made by
# `migrate`, common/apps.py), read at most once a second per process.
VERSIONS_TABLE = "portal_versions"
CACHES["versions"] = CACHES["default"] if REDIS_URL else {
    "BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": VERSIONS_TABLE,
}

# What an editor's save invalidates: "tags", the answers that show what changed (common/cache_tags.py),
# or "site", every answer (one version for the whole site, kept for `make bench` to compare).
CACHE_INVALIDATION = os.environ.get("CACHE_INVALIDATION", "tags")
# The front caches purged by tag in the background (performance/purge.py): nginx of deploy/ at this
# address (the app hosts must be among its trusted purgers), and a CDN's purge-by-tag address and token.
FRONT_CACHE_NGINX_URL = os.environ.get("FRONT_CACHE_NGINX_URL", "")
CDN_PURGE_URL = os.environ.get("CDN_PURGE_URL", "")
CDN_PURGE_TOKEN = os.environ.get("CDN_PURGE_TOKEN", "")

# Background jobs (jobs/, docs/adr/022): image renditions, feed fetches, purges, the scheduled
# publishing check. With Redis they go on an RQ queue that `manage.py run_jobs` works off, retried
# after each of JOBS_RETRY_INTERVALS seconds; without it (`make start`) each runs inline, at once.
JOBS_REDIS_URL = os.environ.get("JOBS_REDIS_URL", REDIS_URL)
JOBS_INLINE = env_bool("JOBS_INLINE", not JOBS_REDIS_URL)
JOBS_QUEUE = os.environ.get("JOBS_QUEUE", "portal")
JOBS_RETRY_INTERVALS = [5, 30, 120]
JOBS_TIMEOUT_SECONDS = 300
JOBS_RESULT_TTL_SECONDS = 3600

# Per-process copies of shareable answers served before Django runs (performance/front_cache.py);
# 0 turns them off. Each app process holds at most this much: 32 keeps ~400 pages with their gzip
# copies (the front pages and the newest stories readers crowd into), and a worker ~25 MB under the
# 400 MB it is sized for after 20,000 distinct pages, where 64 left it at 393 (docs/adr/034).
EDGE_CACHE_MB = int(os.environ.get("EDGE_CACHE_MB", "32"))

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "mn"
LANGUAGES = [("mn", "Монгол"), ("en", "English")]
TIME_ZONE = "Asia/Ulaanbaatar"
USE_I18N = True
USE_TZ = True
# Mongolian dates and times as CLDR mn writes them, with a 24-hour clock (Django's own have 12 hours).
FORMAT_MODULE_PATH = ["config.formats"]

STATIC_URL = "/static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", REPO_DIR / "var" / "static"))
# The Vite build lands here with hashed names; WhiteNoise serves it forever-cached.
FRONTEND_DIST = REPO_DIR / "frontend" / "dist"
STATICFILES_DIRS = [FRONTEND_DIST / "client"] if (FRONTEND_DIST / "client").exists() else []
SSR_BUNDLE = FRONTEND_DIST / "server" / "ssr.js"
# The screens of frontend/src/app/screens.ts as the build writes them: the paths, layouts, languages
# and reads the page view serves (web/screens.py).
ROUTES_FILE = FRONTEND_DIST / "routes.json"
# Each server-render context's V8 heap (web/ssr.py): with V8's default (a few GB on a big machine)
# every context's heap only grew, ~0.5 GB more per app process over 20,000 pages (bench/notes.md).
# A render's live data is ~10-25 MB; 64, with a young generation of 3 x SSR_SEMI_SPACE_MB (V8's own
# is 3 x 32 MB whatever the heap; 0 keeps it), holds a context at ~36 MB resident (docs/adr/034).
SSR_HEAP_MB = int(os.environ.get("SSR_HEAP_MB", "64"))
SSR_SEMI_SPACE_MB = int(os.environ.get("SSR_SEMI_SPACE_MB", "4"))
# Contexts a process keeps for rendering (web/ssr.py RendererPool). One: a render is ~1 ms of V8 in a
# request of ~4 ms of Python, so the worker's threads seldom wait for it, and each more context
# costs its heap (one per thread: 313 MB of a worker's ~570 after 4,000 pages; ADR 034).
SSR_POOL_SIZE = int(os.environ.get("SSR_POOL_SIZE", "1"))
# "thread": contexts inside the app process (fastest; a crashed worker is respawned by the app
# server). "process": each context in a child process, so a crashed render costs only that page's
# server drawing (web/render_process.py; `make start` and the development settings).
SSR_ISOLATION = os.environ.get("SSR_ISOLATION", "thread")
WHITENOISE_IMMUTABLE_FILE_TEST = r"^.+[.-][0-9a-zA-Z_-]{8,12}\..+$"

MEDIA_URL = "/media/"
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", REPO_DIR / "var" / "media"))
# The demo logins' passwords, one line per role (`ensure_newsroom_user`, run by `make start`).
NEWSROOM_PASSWORD_FILE = Path(os.environ.get("NEWSROOM_PASSWORD_FILE", REPO_DIR / "var" / "newsroom-password.txt"))

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# The public origin absolute links are written with ("https://news.example.mn"); empty: the address each
# request reached, so `make start` on any PORT or host links to itself (web/site_url.py).
SITE_URL = os.environ.get("SITE_URL", "")

# The morning email (newsletter/, docs/operations.md "Email"): Django's SMTP backend by default.
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", False)
EMAIL_TIMEOUT = int(os.environ.get("EMAIL_TIMEOUT", "20"))
NEWSLETTER_FROM_EMAIL = os.environ.get("NEWSLETTER_FROM_EMAIL", "Өдрийн мэдээ <news@localhost>")
# Messages per SMTP connection: one connection per batch, so a long list does not hold one open for an hour.
NEWSLETTER_BATCH_SIZE = int(os.environ.get("NEWSLETTER_BATCH_SIZE", "100"))
SITE_NAME = {"mn": "Өдрийн мэдээ", "en": "Daily News Mongolia"}

# Every line carries its request's id (observability/logs.py): plain text here, JSON lines in production
# (settings/prod.py); LOG_FORMAT=json or plain chooses either way.
LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO")
LOGGING = logging_config(os.environ.get("LOG_FORMAT", "plain"), LOG_LEVEL)

# Monitoring (docs/operations.md "Monitoring"): `/metrics` answers loopback, these networks ("10.0.0.0/8,
# 192.168.1.5") and `Authorization: Bearer <METRICS_TOKEN>`. The job worker serves its own on METRICS_PORT
# (0: none) at METRICS_HOST. Errors go to a Sentry-compatible service when SENTRY_DSN is set.
METRICS_ALLOWED_NETS = [n.strip() for n in os.environ.get("METRICS_ALLOWED_NETS", "").split(",") if n.strip()]
METRICS_TOKEN = os.environ.get("METRICS_TOKEN", "")
METRICS_PORT = int(os.environ.get("METRICS_PORT", "0"))
METRICS_HOST = os.environ.get("METRICS_HOST", "127.0.0.1")
SENTRY_DSN = os.environ.get("SENTRY_DSN", "")
SENTRY_ENVIRONMENT = os.environ.get("SENTRY_ENVIRONMENT", "")
SENTRY_RELEASE = os.environ.get("SENTRY_RELEASE", "")

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

DATA_UPLOAD_MAX_MEMORY_SIZE = 2_621_440
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"

# Renditions made at upload; a reader gets the smallest width at least the one asked for.
IMAGE_RENDITION_WIDTHS = [160, 320, 480, 640, 960, 1280]
# What the newsroom may upload: an 84-megapixel PNG once took 22 s inside the editor's request.
# Checked from the file's header before any pixel is decoded (common/images.py).
IMAGE_MAX_BYTES = int(os.environ.get("IMAGE_MAX_BYTES", str(20 * 1024 * 1024)))
IMAGE_MAX_PIXELS = int(os.environ.get("IMAGE_MAX_PIXELS", str(40_000_000)))
# The widest rendition made, whatever the original: the page never shows more (a 2x screen at 1280).
IMAGE_MAX_RENDITION_WIDTH = 2560

# Anonymous write limits per client ("count/seconds"); see docs/security.md for the reasons.
THROTTLE_RATES = {
    "comment": os.environ.get("THROTTLE_COMMENT", "5/60"),
    "vote": os.environ.get("THROTTLE_VOTE", "30/60"),
    "like": os.environ.get("THROTTLE_LIKE", "60/60"),
    "reaction": os.environ.get("THROTTLE_REACTION", "30/60"),
    "story_seen": os.environ.get("THROTTLE_STORY_SEEN", "120/60"),
    "ad_click": os.environ.get("THROTTLE_AD_CLICK", "30/60"),
    "report": os.environ.get("THROTTLE_REPORT", "10/600"),
    "token": os.environ.get("THROTTLE_TOKEN", "60/60"),
    "view": os.environ.get("THROTTLE_VIEW", "120/60"),
    "share": os.environ.get("THROTTLE_SHARE", "30/60"),
    "ad_impression": os.environ.get("THROTTLE_AD_IMPRESSION", "120/60"),
    "login": os.environ.get("THROTTLE_LOGIN", "30/600"),
    "newsletter": os.environ.get("THROTTLE_NEWSLETTER", "5/600"),
    "push": os.environ.get("THROTTLE_PUSH", "20/600"),
}
# Each address's caps, whatever the cookies and browser strings (common/readers.py, docs/adr/014):
# new reader ids an hour, new votes/likes/reactions on any one thing a day, and the share of a
# scope's per-reader limit above that all the readers behind one address may use together.
NEW_READERS_PER_HOUR = int(os.environ.get("NEW_READERS_PER_HOUR", "30"))
VOTES_PER_ADDRESS_PER_ITEM = int(os.environ.get("VOTES_PER_ADDRESS_PER_ITEM", "5"))
ADDRESS_LIMIT_FACTOR = int(os.environ.get("ADDRESS_LIMIT_FACTOR", "4"))
TRUST_X_FORWARDED_FOR = env_bool("TRUST_X_FORWARDED_FOR", False)

# The optional third-party ad SDK: off unless configured; its origin is allowed by the CSP.
AD_SDK_URL = os.environ.get("AD_SDK_URL", "")
AD_SDK_ORIGIN = os.environ.get("AD_SDK_ORIGIN", "")
if AD_SDK_URL and not AD_SDK_ORIGIN:
    from urllib.parse import urlsplit

    _sdk = urlsplit(AD_SDK_URL)
    AD_SDK_ORIGIN = f"{_sdk.scheme}://{_sdk.netloc}"

# Breaking-news alerts by web push (alerts/, docs/operations.md). VAPID_PRIVATE_KEY: base64url of the raw
# P-256 key (`manage.py vapid_keys --new`; `make start` keeps one in var/vapid-private-key); the public key
# is derived from it unless given. Without a key the API says alerts are off.
VAPID_PRIVATE_KEY = os.environ.get("VAPID_PRIVATE_KEY", "")
VAPID_PUBLIC_KEY = os.environ.get("VAPID_PUBLIC_KEY", "")
VAPID_SUBJECT = os.environ.get("VAPID_SUBJECT", "mailto:newsroom@example.mn")
# At most this many alerts an hour per edition; readers who get more turn them off.
ALERTS_PER_HOUR = int(os.environ.get("ALERTS_PER_HOUR", "4"))
# Subscriptions one job sends to; each batch is a job of its own, retried alone.
ALERT_BATCH_SIZE = int(os.environ.get("ALERT_BATCH_SIZE", "200"))
# The push services a subscription may name (a host or its subdomains): the server posts to the endpoint a
# browser gives, so any other address is refused rather than fetched.
PUSH_SERVICE_HOSTS = [h.strip() for h in os.environ.get(
    "PUSH_SERVICE_HOSTS", "fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com",
).split(",") if h.strip()]
