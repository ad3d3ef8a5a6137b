"""The servers readers meet, under load over every kind of screen in both languages, as real processes.

`make start`'s server (scripts/start.sh: granian, 2 workers x 4 threads, each drawing pages in two
render processes, on SQLite) and the production profile (`make serve-prod`: granian, 2 workers x 4
threads) each take thousands of page requests at concurrency 16, half of them pages nobody asked for
before (so drawn by V8 then and there): no 5xx, no dropped connection, the same server processes at
the end. `make start`'s also takes bursts of 50 connections opened at once and 50 writes at once, and
its memory after 6,000 distinct pages stays within what a production worker is sized for. Then a
crash mid-load: a render process of `make start` killed with SIGSEGV or SIGKILL; readers lose nothing
beyond what it had in flight (a production worker killed: test_worker_loss.py).

These start their own servers on a database of their own, seeded once per module; they run in the
SQLite run of `make test` only (the PostgreSQL run would repeat them on the same SQLite files).
"""
import http.client
import json
import os
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote, urlencode

import pytest
from django.conf import settings

from resilience.servers import (
    BACKEND,
    PRODUCTION_ON_LOOPBACK,
    REPO,
    START_SCRIPT,
    children,
    command_of,
    environment_of,
    free_port,
    portal_env,
    rss_mb,
    seed_small_demo,
    stop_group,
    wait_for_port,
)

CONCURRENCY = 16
REQUESTS = 2000

pytestmark = pytest.mark.skipif(
    not settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"), reason="runs in the SQLite run of make test"
)

# One of each kind of screen of spec section 2 that needs no id; the ids come from the front pages.
SCREENS = [
    "/", "/today", "/video", "/photo", "/economy", "/media", "/i/list", "/trend/list", "/mtrend", "/mspecial",
    "/brief", "/toim", "/megaprojects", "/msearch?query=улс", "/comic/last", "/poll/last", "/poll/detailed",
    "/covid", "/covid-charts", "/exchange", "/exchange-chart", "/horoscope", "/horoscope/daycolor",
    "/horoscope/mba", "/2024/horoscope/eastern/footprint", "/iframe/2024/horoscope/eastern/footprint",
    "/election/parliament", "/election/parliament/2024/districts", "/election/president", "/contact",
    "/ethics", "/privacy", "/about", "/no/such/page",
]
LINK = re.compile(r'href="(/(?:en/)?[^"#?]*)"')


@pytest.fixture(scope="module")
def seeded(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("serving")
    env = portal_env(directory / "portal.sqlite3", directory)
    # The demo logins already made (their passwords in this directory, portal_env): `make start` keeps them.
    seed_small_demo(env, ["ensure_newsroom_user"])
    return directory / "portal.sqlite3"


class Server:
    """A server command started in its own process group, its output in a log file."""

    def __init__(self, command: list[str], env: dict[str, str], cwd: Path, port: int, log: Path) -> None:
        self.port = port
        self.log = log
        self.env = env
        with log.open("w") as out:
            self.process = subprocess.Popen(command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                                            start_new_session=True)
        wait_for_port(port, timeout=120)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        stop_group(self.process)


def get(url: str, data: bytes | None = None) -> tuple[int | None, str]:
    """(status, body) of a GET, or of a form POST with `data`; status None when the connection failed or dropped."""
    request = urllib.request.Request(quote(url, safe=":/?=&%"), data=data)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        try:
            return error.code, error.read().decode("utf-8", "replace")
        except (OSError, http.client.HTTPException) as dropped:  # the connection went mid-answer
            return None, repr(dropped)
    except (OSError, urllib.error.URLError, http.client.HTTPException) as error:
        return None, repr(error)


def screens(base: str) -> list[str]:
    """Every kind of screen in both languages: the fixed ones, and the ids read off the front pages."""
    paths = set(SCREENS)
    for front in ("/", "/en/"):
        status, html = get(base + front)
        assert status == 200, (front, status, html[:500])
        paths.update(path for path in LINK.findall(html) if not path.startswith(("/static/", "/media/", "/api/")))
    for kind in (r"/\d+/i$", r"/\w+/r$", r"/\d+/poll$", r"/election/parliament/2024$"):
        assert any(re.search(kind, path) for path in paths), f"no {kind} screen linked from the front pages"
    with_english = paths | {"/en" + p for p in paths if not p.startswith("/en/")}
    return sorted(with_english)


def load(base: str, paths: list[str], total: int, during=None,
         latencies: list[float] | None = None) -> tuple[Counter, list[tuple[float, str]], float]:
    """`total` GETs at concurrency 16, half of them pages never asked for (a new search word, an unknown
    tag); `during(started)` runs beside them. (status counts, failures as (time asked, what), seconds);
    each answer's seconds go into `latencies` when given."""
    rng = random.Random(30)
    urls = []
    for number in range(total):
        if number % 2:
            urls.append(base + rng.choice(paths))
        else:
            fresh = rng.choice([f"/msearch?query=үг{number}", f"/en/msearch?query=word{number}",
                                f"/tag/шошго-{number}", f"/en/no/such/page-{number}"])
            urls.append(base + fresh)
    statuses: Counter = Counter()
    failures: list[tuple[float, str]] = []
    lock = threading.Lock()

    def one(url: str) -> None:
        asked = time.monotonic()
        status, body = get(url)
        with lock:
            statuses[status] += 1
            if latencies is not None:
                latencies.append(time.monotonic() - asked)
            if status is None or status >= 500:
                failures.append((asked, f"{url} -> {status}: {body[:200]}"))

    started = time.monotonic()
    side = threading.Thread(target=during, args=(started,)) if during else None
    if side:
        side.start()
    with ThreadPoolExecutor(CONCURRENCY) as pool:
        list(pool.map(one, urls))
    if side:
        side.join(timeout=60)
    return statuses, failures, time.monotonic() - started


# --- make start -------------------------------------------------------------------------------

# Its readers all write from 127.0.0.1 here, and the caps on one address have tests of their own
# (docs/adr/014): raised far, so that every write of the test reaches SQLite.
WRITE_LIMITS = {"THROTTLE_COMMENT": "100000/60", "THROTTLE_LIKE": "100000/60",
                "NEW_READERS_PER_HOUR": "1000000", "VOTES_PER_ADDRESS_PER_ITEM": "1000000"}
ARTICLE = re.compile(r"^/(?:en/)?(\w+)/r$")


@pytest.fixture
def start_server(seeded, tmp_path):
    # The command of `make start`'s recipe (after installing and building) with its own defaults: only the
    # database, the port, the secret key and the write caps are the test's.
    recipe = subprocess.run(["make", "-n", "start"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    assert str(START_SCRIPT.relative_to(REPO)) in recipe, recipe
    database = tmp_path / "portal.sqlite3"
    shutil.copy(seeded, database)
    port = free_port()
    env = portal_env(database, seeded.parent, PORT=str(port), SECRET_KEY="serving-test-" + "x" * 40, **WRITE_LIMITS)
    server = Server([str(START_SCRIPT)], env, REPO, port, tmp_path / "start.log")
    yield server
    server.stop()


def _renders(workers: list[int]) -> list[int]:
    return [pid for worker in workers for pid in children(worker) if "render_process" in command_of(pid)]


def _job_schedule(server: Server) -> int:
    (jobs,) = [pid for pid in children(server.process.pid) if "run_jobs" in command_of(pid)]
    return jobs


def at_once(requests: list[tuple[str, bytes | None]]) -> list[tuple[int | None, str]]:
    """Each request on a connection of its own, all of them opened at the same moment."""
    ready = threading.Barrier(len(requests))

    def one(request: tuple[str, bytes | None]) -> tuple[int | None, str]:
        ready.wait()
        return get(*request)

    with ThreadPoolExecutor(len(requests)) as pool:
        return list(pool.map(one, requests))


def _memory(main: int, workers: list[int]) -> tuple[int, list[int]]:
    """MB resident: granian's main process, its workers and their render processes together; and each
    worker with its own render processes."""
    by_worker = [round(rss_mb(worker) + sum(rss_mb(pid) for pid in _renders([worker]))) for worker in workers]
    return round(rss_mb(main)) + sum(by_worker), by_worker


def test_make_start_holds_load_bursts_and_writes_and_bounds_its_memory(start_server):
    """`make start`'s server as a newcomer or a small newsroom runs it. First 2,000 page requests at
    concurrency 16 over every kind of screen and, beside them, bursts of 50 connections opened at once
    and 50 writes at once (comments, then likes of them, into SQLite through both workers): no reset, no
    5xx, every write stored. Then 6,000 pages nobody asked for before (each drawn by V8 and kept in the
    caches): the server, its workers and their render processes stay within what docs/deploy.md sizes a
    production worker at, per worker: EDGE_CACHE_MB + THREADS x SSR_HEAP_MB + ~200 MB (776 MB with
    the defaults). The same granian processes and job schedule all along."""
    base = start_server.base
    log = start_server.log.read_text()
    assert "Newsroom logins exist" in log and "Portal: http://127.0.0.1:" in log, log[-3000:]
    paths = screens(base)
    assert get(base + "/admin/login/")[0] == 200
    main, workers = _granian(start_server)
    assert len(workers) == 2
    jobs = _job_schedule(start_server)
    lids = sorted({match.group(1) for path in paths if (match := ARTICLE.match(path))})
    mark = f"serving-{time.time_ns()}"
    bursts: list[list[tuple[int | None, str]]] = []
    writes: dict[str, list[tuple[int | None, str]]] = {}

    def bursts_and_writes(started: float) -> None:
        rng = random.Random(7)
        for number in range(4):
            time.sleep(1.5)
            bursts.append(at_once([(base + rng.choice(paths), None) for _ in range(50)]))
            if number == 1:
                writes["comments"] = at_once([(
                    f"{base}/api/{lids[n % len(lids)]}/r/comment-insert",
                    urlencode({"commentBody": f"Сайхан мэдээ байна, баярлалаа. {mark} {n}", "commentBy": "Уншигч"}
                              ).encode(),
                ) for n in range(50)])
                ids = [json.loads(body)["entity"]["id"] for status, body in writes["comments"] if status == 200]
                writes["likes"] = at_once([(
                    f"{base}/api/news/comment-like-dislike",
                    urlencode({"commentid": ids[n % len(ids)], "type": "like"}).encode(),
                ) for n in range(50)]) if ids else []

    latencies: list[float] = []
    statuses, failures, seconds = load(base, paths, REQUESTS, during=bursts_and_writes, latencies=latencies)
    latencies.sort()
    print(f"make start: {REQUESTS} requests in {seconds:.1f} s, p50 {latencies[len(latencies) // 2]:.3f} s, "
          f"p99 {latencies[int(len(latencies) * 0.99)]:.3f} s; {len(bursts)} bursts of 50")
    assert not failures, failures[:10]
    assert statuses[None] == 0 and sum(statuses.values()) == REQUESTS
    assert len(bursts) == 4 and set(writes) == {"comments", "likes"}, (len(bursts), list(writes))
    for answers in bursts:
        broken = [(status, body[:200]) for status, body in answers if status is None or status >= 500]
        assert not broken, broken[:5]
    for kind, answers in writes.items():
        refused = [(status, body[:300]) for status, body in answers if status != 200]
        assert len(answers) == 50 and not refused, (kind, refused[:5])
    database = start_server.env["DATABASE_URL"].removeprefix("sqlite:///")
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as stored:
        count, likes = stored.execute("SELECT count(*), sum(likes) FROM comments_comment WHERE body LIKE ?",
                                      (f"%{mark}%",)).fetchone()
    assert (count, likes) == (50, 50)
    assert _granian(start_server) == (main, workers)  # no worker died and none was replaced

    # The bounds `make start` runs with, as its workers got them.
    environment = environment_of(workers[0])
    edge, threads, heap, pool_size = (int(environment[name]) for name in
                                      ("EDGE_CACHE_MB", "THREADS", "SSR_HEAP_MB", "SSR_POOL_SIZE"))
    assert pool_size <= threads
    per_worker = edge + threads * heap + 200
    samples = [(0, _memory(main, workers)[0])]
    distinct: Counter = Counter()
    for part in range(6):
        urls = [base + (f"/{lids[n % len(lids)]}/r?from={part}-{n}" if n % 3 == 0 else
                        f"/msearch?query=үг{part}x{n}" if n % 3 == 1 else f"/en/msearch?query=word{part}x{n}")
                for n in range(1000)]
        with ThreadPoolExecutor(CONCURRENCY) as pool:
            distinct.update(status for status, _ in pool.map(get, urls))
        samples.append((1000 * (part + 1), _memory(main, workers)[0]))
    total, by_worker = _memory(main, workers)
    print(f"make start RSS (main, workers, render processes) after N distinct pages: {samples} MB; each "
          f"worker with its render processes: {by_worker} MB; bound per worker {per_worker} MB")
    assert set(distinct) == {200}, distinct
    assert all(size <= per_worker for size in by_worker), (by_worker, per_worker)
    assert total <= len(workers) * per_worker, (samples, per_worker)

    assert _granian(start_server) == (main, workers)
    assert _job_schedule(start_server) == jobs
    assert all(1 <= len(_renders([worker])) <= pool_size for worker in workers)
    log = start_server.log.read_text()
    assert "database is locked" not in log and "Internal Server Error" not in log, log[-3000:]


@pytest.mark.parametrize("crash", [signal.SIGSEGV, signal.SIGKILL])
def test_make_start_survives_a_crashed_render(start_server, crash):
    """A render process dies mid-load: the readers it was drawing for get the page drawn in the browser."""
    paths = screens(start_server.base)
    main, workers = _granian(start_server)
    killed: list[int] = []

    def crash_renders(started: float) -> None:
        for _ in range(2):
            time.sleep(0.5)
            renders = _renders(workers)
            if renders:
                os.kill(renders[0], crash)
                killed.append(renders[0])

    statuses, failures, _ = load(start_server.base, paths, 600, during=crash_renders)
    assert killed
    assert not failures, failures[:10]
    assert _granian(start_server) == (main, workers)
    status, html = get(start_server.base + "/en/msearch?query=after")
    assert status == 200 and '<div id="root"></div>' not in html  # drawn on the server again


# --- make serve-prod ---------------------------------------------------------------------------

@pytest.fixture
def prod_server(seeded, tmp_path):
    database = tmp_path / "portal.sqlite3"
    shutil.copy(seeded, database)
    port = free_port()
    env = portal_env(database, seeded.parent, **PRODUCTION_ON_LOOPBACK, PORT=str(port))
    server = Server(["make", "-s", "serve-prod", f"PORT={port}"], env, REPO, port, tmp_path / "prod.log")
    yield server
    server.stop()


def _granian(server: Server) -> tuple[int, list[int]]:
    """The granian main process (run by make) and its workers."""
    (main,) = [pid for pid in children(server.process.pid) if "granian" in command_of(pid)]
    return main, children(main)


def test_serve_prod_serves_every_screen_under_load_and_stays_up(prod_server):
    paths = screens(prod_server.base)
    main, workers = _granian(prod_server)
    assert len(workers) == 2
    statuses, failures, _ = load(prod_server.base, paths, REQUESTS)
    assert not failures, failures[:10]
    assert statuses[None] == 0 and sum(statuses.values()) == REQUESTS
    assert _granian(prod_server) == (main, workers)  # no worker died and none was replaced


def test_serve_prod_without_redis_shows_an_edit_on_every_worker_within_seconds(prod_server):
    """No REDIS_URL: each worker keeps its own caches, but the content version is one (a table of
    the database), so an editor's save reaches every worker within about a second and stays."""
    _, workers = _granian(prod_server)
    assert len(workers) == 2
    for _ in range(20):  # both workers have the English front page cached
        assert get(prod_server.base + "/en/")[0] == 200
    title = "Edited while two workers serve"
    edit = ("from news.models import Article; a = Article.objects.published().filter(language='en')"
            f".order_by('-publish_date', '-id').first(); a.title = {title!r}; a.save()")
    subprocess.run([sys.executable, "manage.py", "shell", "-c", edit], cwd=BACKEND, env=prod_server.env,
                   check=True, capture_output=True, timeout=120)
    saved = time.monotonic()
    seen: list[tuple[float, bool]] = []
    while time.monotonic() - saved < 6:
        status, html = get(prod_server.base + "/en/")
        assert status == 200
        seen.append((time.monotonic() - saved, title in html))
    assert all(shown for after, shown in seen if after > 2.5), seen


# --- a frozen Redis ----------------------------------------------------------------------------

@pytest.fixture
def prod_server_with_redis(seeded, tmp_path):
    if not shutil.which("redis-server"):
        pytest.skip("redis-server is not installed")
    from resilience.servers import RedisServer

    redis_server = RedisServer()
    redis_server.start()
    database = tmp_path / "portal.sqlite3"
    shutil.copy(seeded, database)
    port = free_port()
    env = portal_env(database, seeded.parent, **PRODUCTION_ON_LOOPBACK, PORT=str(port),
                     REDIS_URL=redis_server.url)
    server = Server(["make", "-s", "serve-prod", f"PORT={port}"], env, REPO, port, tmp_path / "prod.log")
    yield server, redis_server
    server.stop()
    if redis_server.process:
        redis_server.process.send_signal(signal.SIGCONT)
    redis_server.stop()


def test_a_frozen_redis_does_not_stall_the_site(prod_server_with_redis):
    """Redis stopped (SIGSTOP) for 20 s under load: each process stops calling it after a few
    timeouts (common/redis_cache.py) and serves from the database and its own memory."""
    server, redis_server = prod_server_with_redis
    paths = screens(server.base)
    answers: list[tuple[float, float, int | None]] = []  # (asked, seconds, status)
    lock = threading.Lock()
    frozen: dict[str, float] = {}
    stop_at = time.monotonic() + 27

    def reader(seed: int) -> None:
        rng = random.Random(seed)
        while time.monotonic() < stop_at:
            path = rng.choice(paths) if rng.random() < 0.8 else f"/en/msearch?query=w{rng.randrange(10**6)}"
            asked = time.monotonic()
            status, _ = get(server.base + path)
            with lock:
                answers.append((asked, time.monotonic() - asked, status))

    def freeze() -> None:
        time.sleep(3)
        redis_server.process.send_signal(signal.SIGSTOP)
        frozen["from"] = time.monotonic()
        time.sleep(20)
        redis_server.process.send_signal(signal.SIGCONT)
        frozen["to"] = time.monotonic()

    threads = [threading.Thread(target=reader, args=(seed,)) for seed in range(8)]
    threads.append(threading.Thread(target=freeze))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=90)
    during = sorted(seconds for asked, seconds, _ in answers if frozen["from"] <= asked < frozen["to"])
    assert len(during) > 200  # the site kept answering while Redis was frozen
    assert not [status for *_, status in answers if status is None or status >= 500]
    p99 = during[int(len(during) * 0.99)]
    assert p99 < 1.0, (p99, during[-10:])
    after = [status for asked, _, status in answers if asked > frozen["to"] + 6]
    assert all(status == 200 or status == 404 for status in after)
