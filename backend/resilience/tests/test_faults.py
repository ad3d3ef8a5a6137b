"""Faults on servers these tests start themselves: Redis stops and returns, PostgreSQL restarts under traffic."""
import json
import os
import shutil
import signal
import threading
import time
from pathlib import Path

import pytest
import redis
from django.test import Client

from common.redis_cache import OPEN_SECONDS
from news.models import Article
from resilience.servers import AppServer, PostgresServer, RedisServer, fetch

pytestmark = pytest.mark.django_db


# --- Redis ------------------------------------------------------------------------------------

@pytest.fixture
def private_redis(settings):
    if not shutil.which("redis-server"):
        pytest.skip("redis-server is not installed")
    server = RedisServer()
    server.start()
    redis_cache = {
        "BACKEND": "common.redis_cache.GuardedRedisCache", "LOCATION": server.url, "KEY_PREFIX": "fault",
        "OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 0.5, "SOCKET_TIMEOUT": 0.5},
    }
    settings.CACHES = {"default": redis_cache, "versions": redis_cache}
    yield server
    server.stop()


def stored_keys(server: RedisServer) -> list[bytes]:
    return redis.Redis.from_url(server.url).keys("*")


READS = ["/", "/en/", "article", "/api/news/shinemedee", "/api/cache/news/shinemedee", "/api/cache/news/read/{lid}",
         "/api/ads?htmlids[]=sidebar-1", "/api/news/read/{lid}", "/rss.xml"]


def test_pages_api_writes_and_limits_survive_a_stopped_redis_and_caching_resumes_when_it_returns(
    demo_portal, private_redis, settings
):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "comment": "4/60"}
    article = Article.objects.published().filter(language="mn").first()
    paths = [(f"/{article.lid}/r" if p == "article" else p.format(lid=article.lid)) for p in READS]
    client = Client(raise_request_exception=False)
    assert all(client.get(path).status_code == 200 for path in paths)
    assert stored_keys(private_redis), "answers are cached in Redis while it runs"

    private_redis.stop()
    started = time.monotonic()
    down = {path: client.get(path).status_code for path in paths}
    writes = {
        "view": client.post("/api/news/view", {"newsid": article.lid}).status_code,
        "share": client.post("/api/news/share", {"newsid": article.lid}).status_code,
        "impression": client.post("/api/ads/impression", {"ids": "1,2"}).status_code,
        "token": client.post("/api/token/get", {"intention": "cG9sbF92b3Rl"}).status_code,
    }
    comments = [
        client.post(f"/api/{article.lid}/r/comment-insert?lang=en",
                    {"commentBody": f"Redis унтарсан ч {n} бичнэ", "commentBy": "Бат"}).status_code
        for n in range(4)
    ]
    elapsed = time.monotonic() - started

    assert down == {path: 200 for path in paths}, down
    assert all(status == 200 for status in writes.values()), writes
    assert comments == [200, 200, 429, 429], "the local fallback applies half the limit (2 of 4)"
    assert elapsed < 30, f"a down cache must not make every request wait: {elapsed:.1f} s"

    private_redis.start()  # same port, empty: no restart of the app
    # The breaker (common/redis_cache.py) tries Redis again after its pause.
    deadline = time.monotonic() + OPEN_SECONDS + 3
    while not stored_keys(private_redis) and time.monotonic() < deadline:
        assert client.get("/api/cache/news/shinemedee").status_code == 200
        assert client.get(f"/{article.lid}/r").status_code == 200
        time.sleep(0.2)
    assert stored_keys(private_redis), "caching resumed without a restart"


# --- PostgreSQL -------------------------------------------------------------------------------

@pytest.fixture
def private_postgres():
    reason = PostgresServer.missing()
    if reason:
        pytest.skip(reason)
    server = PostgresServer()
    try:
        server.init()
        server.start()
        server.createdb("portal_fault")
        yield server
    finally:
        server.cleanup()


@pytest.fixture
def app_on_private_postgres(private_postgres):
    app = AppServer({"DATABASE_URL": private_postgres.url("portal_fault"), "REDIS_URL": "", "CONN_MAX_AGE": "60",
                     "DB_CONNECT_TIMEOUT": "2", "LOG_LEVEL": "WARNING"})
    app.manage("migrate", "--noinput")
    app.start()
    yield app
    app.stop()


def test_postgres_restart_under_traffic_gives_quick_503s_then_recovers_by_itself(private_postgres,
                                                                                  app_on_private_postgres):
    app = app_on_private_postgres
    api, page = f"{app.base}/api/news/shinemedee?lang=en", f"{app.base}/"
    assert fetch(api)[0] == 200 and fetch(page)[0] == 200

    answers: list[tuple[str, int, bytes, dict, float]] = []
    stop = threading.Event()

    def traffic() -> None:
        while not stop.is_set():
            for kind, url in (("api", api), ("page", page)):
                status, body, headers, seconds = fetch(url, timeout=20)
                answers.append((kind, status, body, headers, seconds))
            time.sleep(0.05)

    threads = [threading.Thread(target=traffic) for _ in range(3)]
    for thread in threads:
        thread.start()
    time.sleep(1)
    private_postgres.stop("fast")
    time.sleep(4)  # the gap
    private_postgres.start()
    time.sleep(2)
    stop.set()
    for thread in threads:
        thread.join(timeout=60)

    failed = [a for a in answers if a[1] != 200]
    assert failed, "some requests fell into the gap"
    assert {a[1] for a in answers} <= {200, 503}, sorted({a[1] for a in answers})
    for kind, _status, body, headers, seconds in failed:
        assert seconds < 10, f"a request hung {seconds:.1f} s instead of failing fast"
        assert headers.get("Retry-After")
        if kind == "api":
            assert json.loads(body)["code"] == "unavailable" and json.loads(body)["status"] == "error"
        else:
            assert b"Briefly unavailable" in body and headers["Content-Type"].startswith("text/html")
    # Recovered by itself: the same workers answer again with no restart.
    assert fetch(api)[0] == 200 and fetch(page)[0] == 200
    assert all(fetch(api)[0] == 200 for _ in range(6))


def _cluster_processes(server: PostgresServer) -> list[int]:
    """The postmaster of a private cluster and every process it started."""
    postmaster = int((server.data / "postmaster.pid").read_text().split()[0])
    found, queue = [postmaster], [postmaster]
    while queue:
        parent = queue.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = [int(p) for p in (task / "children").read_text().split()]
            except OSError:
                continue
            found.extend(children)
            queue.extend(children)
    return found


def _signal_all(pids: list[int], signal_number: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal_number)
        except ProcessLookupError:  # a short-lived child that is gone already
            pass


def test_a_frozen_postgres_gives_quick_503s_readiness_says_so_and_it_recovers(private_postgres,
                                                                              app_on_private_postgres):
    """SIGSTOP on the whole cluster: open connections wait forever and new ones are never answered.
    Readers get the bilingual 503 with Retry-After within 3 s (common/db_deadline.py), /readyz says
    503 for load balancers, /healthz stays a cheap 200."""
    app = app_on_private_postgres
    api, page = f"{app.base}/api/news/shinemedee?lang=en", f"{app.base}/"
    for _ in range(4):  # both workers hold an open connection now (CONN_MAX_AGE)
        assert fetch(api)[0] == 200 and fetch(page)[0] == 200
    ready = fetch(f"{app.base}/readyz")
    assert ready[0] == 200 and json.loads(ready[1])["database"]["state"] == "ok"

    frozen = _cluster_processes(private_postgres)
    _signal_all(frozen, signal.SIGSTOP)
    try:
        # (A page a worker keeps in memory is still served; which worker answers is not ours to pick.)
        uncached = [(f"{api}&size={n}", "api") for n in (3, 4)] + \
            [(f"{app.base}/msearch?query=frozen{n}", "page") for n in (1, 2)]
        for url, kind in uncached:
            status, body, headers, seconds = fetch(url, timeout=30)
            assert status == 503 and seconds < 3.0, (url, status, seconds)
            assert headers.get("Retry-After")
            if kind == "api":
                assert json.loads(body)["code"] == "unavailable"
            else:
                assert b"Briefly unavailable" in body and "Түр зуурын саатал".encode() in body
        status, body, _, seconds = fetch(f"{app.base}/readyz", timeout=30)
        assert status == 503 and seconds < 3.5 and json.loads(body)["status"] == "unavailable"
        status, _, _, seconds = fetch(f"{app.base}/healthz", timeout=30)
        assert status == 200 and seconds < 0.5
    finally:
        _signal_all(frozen, signal.SIGCONT)
    deadline = time.monotonic() + 20
    while fetch(api)[0] != 200 and time.monotonic() < deadline:
        time.sleep(0.3)
    assert all(fetch(url)[0] == 200 for url in (api, page, api, page))
