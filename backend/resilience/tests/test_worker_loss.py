"""A worker of the production server killed under load, as real processes: nothing asked after the kill is lost.

`make serve-prod` (granian, 2 workers x 4 threads, config/granian_server.py) on a seeded SQLite database of
its own takes page requests at concurrency 16, half of them pages nobody asked for before (drawn by V8 then
and there), while one worker is killed with SIGKILL or SIGSEGV (what a V8 crash in a render does):

- only what that worker had accepted is lost: no request asked after its death fails (the workers share
  one listening socket, so a dead worker has no queue of its own to take with it; between the signal and
  the death, which the kernel does not make instant, it may still accept one);
- its replacement serves within a second of its death (the app is loaded before the workers fork);
- a worker that dies again right after its replacement came is replaced again (granian alone would stop
  the whole server then);
- behind nginx (deploy/nginx-portal.conf) not one reader's request fails: what the dead worker held is
  sent again, on another connection, and a live worker answers it.

They run in the SQLite run of `make test` only (the PostgreSQL run would repeat them on the same files).
"""
import http.client
import os
import random
import re
import shutil
import signal
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import pytest
from django.conf import settings

from resilience.prod_server import ProdServer, wait_until_dead
from resilience.servers import (
    NGINX,
    PRODUCTION_ON_LOOPBACK,
    NginxFront,
    portal_env,
    seed_small_demo,
)

CONCURRENCY = 16
REQUESTS = 2000

pytestmark = pytest.mark.skipif(
    not settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"), reason="runs in the SQLite run of make test"
)

FIXED = ["/", "/en/", "/today", "/video", "/economy", "/i/list", "/trend/list", "/brief", "/comic/last",
         "/poll/last", "/covid", "/exchange", "/horoscope", "/election/parliament", "/about", "/no/such/page"]
LINK = re.compile(r'href="(/(?:en/)?[^"#?]*)"')


@pytest.fixture(scope="module")
def seeded(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("worker-loss")
    seed_small_demo(portal_env(directory / "portal.sqlite3", directory))
    return directory / "portal.sqlite3"


def _env(database: Path, directory: Path, **extra: str) -> dict[str, str]:
    return portal_env(database, directory, **PRODUCTION_ON_LOOPBACK, **extra)


@pytest.fixture
def prod_server(seeded, tmp_path):
    database = tmp_path / "portal.sqlite3"
    shutil.copy(seeded, database)
    server = ProdServer(_env(database, seeded.parent), tmp_path / "prod.log")
    yield server
    server.stop()


def get(url: str, timeout: float = 30) -> int | None:
    """The status of a GET; None when the connection failed or dropped."""
    try:
        with urllib.request.urlopen(quote(url, safe=":/?=&%"), timeout=timeout) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        try:
            error.read()
        except (OSError, http.client.HTTPException):  # the connection went mid-answer
            return None
        return error.code
    except (OSError, urllib.error.URLError, http.client.HTTPException):
        return None


def paths_of(base: str) -> list[str]:
    """The fixed screens and every page the two front pages link to."""
    paths = set(FIXED)
    for front in ("/", "/en/"):
        with urllib.request.urlopen(base + front, timeout=60) as response:
            html = response.read().decode()
        paths.update(p for p in LINK.findall(html) if not p.startswith(("/static/", "/media/", "/api/")))
    return sorted(paths)


@dataclass
class Answer:
    asked: float
    status: int | None
    url: str


def load(base: str, paths: list[str], total: int, during: Callable[[], None]) -> list[Answer]:
    """`total` GETs at concurrency 16, half of them pages never asked for before; `during()` runs beside them."""
    rng = random.Random(42)
    urls = [base + (rng.choice(paths) if n % 2 else rng.choice(
        [f"/msearch?query=үг{n}", f"/en/msearch?query=word{n}", f"/tag/шошго-{n}", f"/en/no/such/page-{n}"]))
        for n in range(total)]
    answers: list[Answer] = []
    lock = threading.Lock()

    def one(url: str) -> None:
        asked = time.monotonic()
        status = get(url)
        with lock:
            answers.append(Answer(asked, status, url))

    side = threading.Thread(target=during)
    side.start()
    with ThreadPoolExecutor(CONCURRENCY) as pool:
        list(pool.map(one, urls))
    side.join(timeout=60)
    return answers


def lost(answers: list[Answer]) -> list[Answer]:
    return [a for a in answers if a.status is None or a.status >= 500]


@pytest.mark.parametrize("crash", [signal.SIGKILL, signal.SIGSEGV])
def test_a_killed_worker_loses_only_what_it_held(prod_server, crash):
    paths = paths_of(prod_server.base)
    workers = prod_server.workers()
    assert len(workers) == 2 and _listening_sockets(prod_server.port) == 1  # one queue for both workers
    times: dict[str, float] = {}

    def kill_a_worker() -> None:
        time.sleep(1.5)
        times["signal"] = time.monotonic()
        os.kill(workers[0], crash)
        times["dead"] = wait_until_dead(workers[0])
        prod_server.wait_for_workers(2, without=workers[0])
        times["replaced"] = time.monotonic()

    answers = load(prod_server.base, paths, REQUESTS, kill_a_worker)
    failed = lost(answers)
    after_death = [a for a in failed if a.asked >= times["dead"]]
    print(f"\n{crash.name}: {len(failed)} of {len(answers)} lost, {len(after_death)} of them asked after the "
          f"death; dead {1000 * (times['dead'] - times['signal']):.0f} ms after it, a new worker "
          f"{1000 * (times['replaced'] - times['dead']):.0f} ms after that")
    assert len(answers) == REQUESTS
    assert not after_death, [(round(a.asked - times["dead"], 3), a.url) for a in after_death]
    # What it held: at most one request per reader connection (granian had accepted them already).
    assert len(failed) <= CONCURRENCY, [(round(a.asked - times["signal"], 3), a.url) for a in failed]
    assert len(prod_server.workers()) == 2 and workers[0] not in prod_server.workers()
    assert all(get(prod_server.base + path) == 200 for path in ("/", "/en/", "/today"))


def _listening_sockets(port: int) -> int:
    local = f":{port:04X}"
    rows = Path("/proc/net/tcp").read_text().splitlines()[1:]
    return sum(1 for row in rows if row.split()[1].endswith(local) and row.split()[3] == "0A")  # 0A: LISTEN


def test_the_replacement_serves_within_a_second(prod_server):
    """The other worker stopped (SIGSTOP) while one is killed: only the replacement can answer, and the
    requests sent meanwhile wait in the shared socket's queue until it does."""
    assert get(prod_server.base + "/en/") == 200
    killed, stopped = prod_server.workers()
    os.kill(stopped, signal.SIGSTOP)
    try:
        while not _is_stopped(stopped):  # until then it may still take a connection
            time.sleep(0.001)
        os.kill(killed, signal.SIGKILL)
        dead = wait_until_dead(killed)
        seconds = {}
        for name, path in (("granian", "/healthz"), ("Django", "/api/news/shinemedee?lang=en"),
                           ("first page", "/en/today")):  # its first page sets V8 up in the new process
            assert get(prod_server.base + path) == 200, path
            seconds[name] = time.monotonic() - dead
    finally:
        os.kill(stopped, signal.SIGCONT)
    print("\nthe replacement answered, after the death: " + ", ".join(f"{name} {1000 * after:.0f} ms"
                                                                   for name, after in seconds.items()))
    assert seconds["Django"] < 1.0


def _is_stopped(pid: int) -> bool:
    tasks = Path(f"/proc/{pid}/task")
    return all((task / "stat").read_text().rsplit(")", 1)[1].split()[0] == "T" for task in tasks.iterdir())


def test_a_worker_that_dies_again_at_once_is_replaced_again(prod_server):
    """Twice within granian's 5.5 s crash-loop window (granian alone would stop the whole server)."""
    main = prod_server.main()
    before = prod_server.workers()
    first = before[0]
    os.kill(first, signal.SIGSEGV)
    (replacement,) = set(prod_server.wait_for_workers(2, without=first)) - set(before)
    time.sleep(0.3)
    os.kill(replacement, signal.SIGSEGV)
    workers = prod_server.wait_for_workers(2, without=replacement)
    assert prod_server.main() == main and first not in workers
    assert all(get(prod_server.base + path) == 200 for path in ("/", "/en/", "/today", "/en/today"))


# --- behind nginx --------------------------------------------------------------------------------

@pytest.fixture
def nginx_in_front(prod_server, tmp_path):
    if NGINX is None:
        pytest.skip("nginx is not installed (scripts/ensure-nginx.sh)")
    root = tmp_path / "nginx"
    root.mkdir()
    front = NginxFront(root, prod_server.port, worker_connections=256)
    front.start()
    yield front.base, front.error_log
    front.stop()


@pytest.mark.parametrize("crash", [signal.SIGKILL, signal.SIGSEGV])
def test_behind_nginx_no_reader_request_is_lost(prod_server, nginx_in_front, crash):
    base, error_log = nginx_in_front
    paths = paths_of(base)
    workers = prod_server.workers()

    def kill_a_worker() -> None:
        time.sleep(1.5)
        os.kill(workers[0], crash)
        prod_server.wait_for_workers(2, without=workers[0])

    # Every request past nginx's cache: half are new pages, the other half carry a new query string.
    answers = load(base, [f"{path}?r={n}" for n, path in enumerate(paths * 20)], REQUESTS, kill_a_worker)
    retried = error_log.read_text().count("upstream prematurely closed") + error_log.read_text().count("reset by peer")
    print(f"\n{crash.name} behind nginx: {len(lost(answers))} of {len(answers)} lost; nginx sent {retried} again")
    assert workers[0] not in prod_server.workers()
    assert not lost(answers), [(a.status, a.url) for a in lost(answers)]
