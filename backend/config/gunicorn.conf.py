"""gunicorn settings for `make serve-prod APP_SERVER=gunicorn` (granian is the default: docs/adr/003-app-server.md).

Everything can be overridden from the environment: WORKERS, THREADS, PORT, HOST.
The server hooks at the end keep `/metrics` whole across the workers, as config/granian_server.py does for
granian (observability/processes.py).
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


def on_starting(server: object) -> None:
    """In the main process, before the first fork: every worker's metrics in files of one directory, named
    before a worker imports prometheus-client (each loads the app itself after the fork), so `/metrics` of
    any worker adds them all up."""
    from observability import processes

    processes.prepare()


def child_exit(server: object, worker: object) -> None:
    """A worker ended (recycled by max_requests, stopped or crashed): its gauges leave the live sums, its
    counts stay."""
    from observability import processes

    processes.worker_gone(getattr(worker, "pid", None))
