"""The production app server: granian, with one listening socket for every worker and the app loaded before they fork.

`make serve-prod` runs `python -m config.granian_server` with granian's own options. It changes three things
granian 2.8 does on Linux, all about a worker that dies (a V8 crash in a render kills its process):

- granian gives each worker a listening socket of its own (SO_REUSEPORT) and the kernel hashes every new
  connection to one of them. A worker that dies takes its socket's queue with it, and new connections keep
  hashing to that socket until the process is torn down (tens of ms for a worker with V8 heaps): all of them
  are reset, unless the host sets net.ipv4.tcp_migrate_req=1 (Linux 5.14+). Here the main process binds one
  socket and every worker accepts from it, as granian itself does for a Unix socket: a dead worker loses
  only the connections it had accepted, and what waits in the queue goes to the others.
- Each worker imported the app itself after the fork: Django, every app and the URLconf, 2-4 s of CPU during
  which a new worker did not listen. Here the main process loads them once, before the first fork, and a
  replacement is a copy of it that serves at once. Nothing loaded there opens a database or Redis connection
  or starts V8: each worker sets V8 up on its first render (web/ssr.py), after the fork, as it must.
- granian stops the whole server, every worker with it, when a worker dies again within 5.5 s of being
  replaced ("crash loop"). That guards against an app that cannot start; here the app started already (in
  the main process), so a worker that dies is one crash, and it is replaced every time: at once, or after a
  second's pause when its slot's workers died within a second of starting twice in a row (a worker that
  cannot start must not make the main process spin).

It also names the directory where every worker keeps its metrics (observability/processes.py) before the
app is loaded, and tells it of each worker that died.
"""
import multiprocessing
import socket
import time
from collections.abc import Callable
from typing import Any

from granian import cli
from granian._internal import load_target
from granian.net import SocketSpec
from granian.server import MPServer

from observability import processes

SHORT_LIFE_SECONDS = 1.0


class PortalServer(MPServer):
    """granian's multi-process server with a listening socket shared by its workers and the app preloaded."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._young_deaths: dict[int, int] = {}  # worker slot -> deaths within a second of starting, in a row

    def _init_shared_socket(self) -> None:
        if self.bind_uds:  # granian shares a Unix socket itself
            super()._init_shared_socket()
            return
        holder = SocketSpec(self.bind_addr, self.bind_port, self.backlog).build()
        self._ssp = None
        self._shd = holder  # type: ignore[assignment]  # granian declares it None until it shares one
        self._sfd = holder.get_fd()
        # The workers are forked with this descriptor; granian closes it on shutdown.
        self._sso = socket.socket(fileno=self._sfd)
        self._sso.set_inheritable(True)

    def serve(self, spawn_target: Callable[..., None] | None = None,
              target_loader: Callable[..., Any] | None = None, wrap_loader: bool = True) -> None:
        application = load_target(self.target, wd=self.working_dir, factory=self.factory)
        _load_what_requests_need()
        super().serve(spawn_target, lambda: application, wrap_loader=False)

    def _respawn_workers(self, workers: list[int], spawn_target: Callable[..., None],
                         target_loader: Callable[..., Any], delay: float = 0) -> None:
        now = time.monotonic()
        for idx in workers:
            died_young = now - self.wrks[idx].birth < SHORT_LIFE_SECONDS
            self._young_deaths[idx] = self._young_deaths.get(idx, 0) + 1 if died_young else 0
        if any(self._young_deaths[idx] > 1 for idx in workers):
            time.sleep(SHORT_LIFE_SECONDS)
        gone = [self.wrks[idx].inner.pid for idx in workers]
        super()._respawn_workers(workers, spawn_target, target_loader, delay)
        self.respawned_wrks.clear()  # granian's crash-loop exit looks here
        from observability import metrics

        for pid in gone:  # its gauges leave the live sums; its counts stay (observability/processes.py)
            processes.worker_gone(pid)
            metrics.worker_restarts.inc()


def _load_what_requests_need() -> None:
    """What Django otherwise loads on a worker's first request: the URLconf (and the API's schema with it)
    and the translation catalogs. No database, cache or V8 is touched, and nothing is left open."""
    from django.core.cache import caches
    from django.db import connections
    from django.urls import get_resolver
    from django.utils import translation

    get_resolver().resolve("/")
    for language in ("mn", "en"):
        translation.activate(language)  # reads and merges every app's catalog of that language
    translation.deactivate()
    connections.close_all()
    caches.close_all()


def main() -> None:
    # The workers must be forks of this process, with the app in their memory: Python 3.14 defaults to
    # "forkserver" on Linux, and granian would then start them from scratch ("spawn").
    multiprocessing.set_start_method("fork", force=True)
    # Every worker's metrics in files of one directory, named before prometheus-client is imported
    # (the app, loaded below, imports it): `/metrics` of any worker adds them up.
    processes.prepare()
    # granian's command line builds its server from this name, so every option stays granian's. The hooks
    # above are granian's own methods (2.8, pinned in requirements.lock): resilience/tests/test_worker_loss.py
    # fails if an upgrade changes them.
    cli.Server = PortalServer
    cli.entrypoint()


if __name__ == "__main__":
    main()
