"""gunicorn settings for `make serve-prod APP_SERVER=gunicorn` (granian is the default: docs/adr/003-app-server.md).

Everything can be overridden from the environment: WORKERS, THREADS, PORT, HOST.
"""
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WORKERS", "4"))
threads = int(os.environ.get("THREADS", "1"))  # > 1 switches to the gthread worker
worker_class = "gthread" if threads > 1 else "sync"
keepalive = 5  # behind nginx's upstream keepalive pool
timeout = 30
graceful_timeout = 20
max_requests = 20000  # recycle workers now and then, with jitter so they do not restart together
max_requests_jitter = 2000
accesslog = os.environ.get("ACCESS_LOG", "-") or None
preload_app = False  # each worker builds its own V8 contexts after the fork
