"""The servers readers meet, under load over every kind of screen in both languages, as real processes.

`make start`'s server (runserver, with its reloader) and the production profile (`make serve-prod`:
granian, 2 workers x 4 threads) each take thousands of page requests at concurrency 16, half of them
pages nobody asked for before (so drawn by V8 then and there): no 5xx, no dropped connection, the
same server processes at the end. Then a crash mid-load: a render process of `make start` or a
worker of the production server killed with SIGSEGV or SIGKILL; readers lose nothing beyond what
that worker had in flight.

These start their own servers on a database of their own, seeded once per module; they run in the
SQLite run of `make test` only (the PostgreSQL run would repeat them on the same SQLite files).
"""
import http.client
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote

import pytest
from django.conf import settings

from resilience.servers import BACKEND, REPO, free_port, wait_for_port

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
    env = _env(directory / "portal.sqlite3", directory)
    for command in (["migrate", "--noinput", "-v0"], ["seed_demo", "--articles-mn", "12", "--articles-en", "6",
                                                      "--pictures", "1"]):
        subprocess.run([sys.executable, "manage.py", *command], cwd=BACKEND, env=env, check=True,
                       capture_output=True, timeout=600)
    return directory / "portal.sqlite3"


def _env(database: Path, directory: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "DJANGO_SETTINGS", "REDIS_URL"))}
    env.update({
        "DATABASE_URL": f"sqlite:///{database}", "MEDIA_ROOT": str(directory / "media"), "REDIS_URL": "",
        # collectstatic of `make serve-prod` writes here, not under var/static where other tests read
        "STATIC_ROOT": str(directory / "static"),
        "ALLOWED_HOSTS": "127.0.0.1,localhost", "LOG_LEVEL": "WARNING", **extra,
    })
    return env


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
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)


def children(pid: int) -> list[int]:
    """Child processes of every thread of `pid` (the render processes are the owner thread's)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found.extend(int(p) for p in (task / "children").read_text().split())
        except (FileNotFoundError, ProcessLookupError):
            continue
    return sorted(found)


def command_of(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except FileNotFoundError:
        return ""


def descendants(pid: int) -> list[int]:
    found = children(pid)
    for child in list(found):
        found.extend(descendants(child))
    return found


def get(url: str) -> tuple[int | None, str]:
    """(status, body); status None when the connection failed or dropped."""
    try:
        with urllib.request.urlopen(quote(url, safe=":/?=&%"), timeout=30) as response:
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


def load(base: str, paths: list[str], total: int, during=None) -> tuple[Counter, list[tuple[float, str]], float]:
    """`total` GETs at concurrency 16, half of them pages never asked for (a new search word, an unknown
    tag); `during(started)` runs beside them. (status counts, failures as (time asked, what), seconds)."""
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

@pytest.fixture
def start_server(seeded, tmp_path):
    database = tmp_path / "portal.sqlite3"
    shutil.copy(seeded, database)
    port = free_port()
    # What `make start` runs, reloader and all, with its settings (config.settings.dev).
    server = Server([sys.executable, "manage.py", "runserver", f"127.0.0.1:{port}"],
                    _env(database, seeded.parent, DJANGO_SETTINGS_MODULE="config.settings.dev"), BACKEND, port,
                    tmp_path / "start.log")
    yield server
    server.stop()


def _runserver_child(server: Server) -> int:
    (child,) = [pid for pid in children(server.process.pid) if "runserver" in command_of(pid)]
    return child


def test_make_start_serves_every_screen_under_load_and_stays_up(start_server):
    paths = screens(start_server.base)
    child = _runserver_child(start_server)
    statuses, failures, _ = load(start_server.base, paths, REQUESTS)
    assert not failures, failures[:10]
    assert statuses[None] == 0 and sum(statuses.values()) == REQUESTS
    assert start_server.process.poll() is None and _runserver_child(start_server) == child
    renders = [pid for pid in descendants(child) if "render_process" in command_of(pid)]
    assert 1 <= len(renders) <= settings.SSR_POOL_SIZE
    assert "Traceback" not in start_server.log.read_text()


@pytest.mark.parametrize("crash", [signal.SIGSEGV, signal.SIGKILL])
def test_make_start_survives_a_crashed_render(start_server, crash):
    """A render process dies mid-load: the readers it was drawing for get the page drawn in the browser."""
    paths = screens(start_server.base)
    child = _runserver_child(start_server)
    killed: list[int] = []

    def crash_renders(started: float) -> None:
        for _ in range(2):
            time.sleep(0.5)
            renders = [pid for pid in descendants(child) if "render_process" in command_of(pid)]
            if renders:
                os.kill(renders[0], crash)
                killed.append(renders[0])

    statuses, failures, _ = load(start_server.base, paths, 600, during=crash_renders)
    assert killed
    assert not failures, failures[:10]
    assert _runserver_child(start_server) == child
    status, html = get(start_server.base + "/en/msearch?query=after")
    assert status == 200 and '<div id="root"></div>' not in html  # drawn on the server again


# --- make serve-prod ---------------------------------------------------------------------------

@pytest.fixture
def prod_server(seeded, tmp_path):
    database = tmp_path / "portal.sqlite3"
    shutil.copy(seeded, database)
    port = free_port()
    env = _env(database, seeded.parent, SECRET_KEY="serving-test-" + "x" * 40, SECURE_SSL_REDIRECT="0",
               SECURE_COOKIES="0", SECURE_HSTS_SECONDS="0", PORT=str(port))
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


def _wait_until_dead(pid: int) -> float:
    """When the process `pid` has finished dying (a zombie or gone: its sockets are closed by then)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                state = stat.read().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            break
        if state in ("Z", "X"):
            break
        time.sleep(0.002)
    return time.monotonic()


def _wait_until_replaced(server: "Server", dead: int) -> float:
    """When granian has two workers again, none of them `dead`."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        workers = _granian(server)[1]
        if len(workers) == 2 and dead not in workers:
            break
        time.sleep(0.02)
    return time.monotonic()


@pytest.mark.parametrize("crash", [signal.SIGSEGV, signal.SIGKILL])
def test_serve_prod_replaces_a_worker_killed_mid_load(prod_server, crash):
    paths = screens(prod_server.base)
    main, workers = _granian(prod_server)
    replaced_at: list[float] = []

    def kill_a_worker(started: float) -> None:
        time.sleep(1.0)
        os.kill(workers[0], crash)
        _wait_until_dead(workers[0])
        replaced_at.append(_wait_until_replaced(prod_server, workers[0]))

    statuses, failures, _ = load(prod_server.base, paths, REQUESTS, during=kill_a_worker)
    assert replaced_at
    # Only what the killed worker had in flight is lost: what it had accepted when the signal came,
    # and what reached it until the process was torn down and granian put a new one in its place
    # (a few ms on an idle machine, up to a second on a busy one: measured, not assumed). At most
    # two requests per reader connection, and every request asked once the new worker ran answered.
    assert len(failures) <= 2 * CONCURRENCY, failures
    assert all(asked < replaced_at[0] for asked, _ in failures), (replaced_at, failures)
    assert sum(statuses.values()) == REQUESTS
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and len(_granian(prod_server)[1]) < 2:
        time.sleep(0.2)
    now_main, now_workers = _granian(prod_server)
    assert now_main == main and len(now_workers) == 2 and workers[0] not in now_workers
    after = [get(prod_server.base + path)[0] for path in paths[:40]]
    assert all(status is not None and status < 500 for status in after), after


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
    env = _env(database, seeded.parent, SECRET_KEY="serving-test-" + "x" * 40, SECURE_SSL_REDIRECT="0",
               SECURE_COOKIES="0", SECURE_HSTS_SECONDS="0", PORT=str(port), REDIS_URL=redis_server.url)
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
