"""The production profile for real: `make serve-prod` (granian, two worker processes, and gunicorn's two) behind
deploy/nginx-portal.conf. `/metrics` adds up every worker, keeps a dead worker's counts and drops its live
gauges, and one request id runs from nginx's JSON access log through the app's JSON log lines."""
import json
import os
import signal
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from prometheus_client.mmap_dict import MmapedDict, mmap_key

from observability.tests.conftest import families_of, total
from resilience.prod_server import ProdServer
from resilience.servers import (
    NGINX,
    PRODUCTION_ON_LOOPBACK,
    NginxFront,
    fetch,
    portal_env,
    seed_small_demo,
)

PAGE_READS = 48


def serve(directory: Path, app_server: str = "granian") -> ProdServer:
    """`make serve-prod` with two workers, on a metrics directory a server that ran before left a file in."""
    metrics = directory / "metrics"
    metrics.mkdir()
    (metrics / "counter_999999999.db").write_bytes(b"left by a server that ran before")  # no such process now
    env = portal_env(directory / "portal.sqlite3", directory, **PRODUCTION_ON_LOOPBACK, WORKERS="2",
                     PROMETHEUS_MULTIPROC_DIR=str(metrics))
    seed_small_demo(env)
    return ProdServer(env, directory / "server.log", app_server)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    served = serve(tmp_path_factory.mktemp("observed"))
    yield served
    served.stop()


@pytest.fixture(scope="module")
def gunicorn_server(tmp_path_factory):
    served = serve(tmp_path_factory.mktemp("observed-gunicorn"), "gunicorn")
    yield served
    served.stop()


def scrape(base: str) -> dict[str, list]:
    status, body, _, _ = fetch(f"{base}/metrics")
    assert status == 200, body[:300]
    return families_of(body.decode())


def app_json_lines(server: ProdServer) -> list[dict]:
    lines = []
    for line in server.log.read_text(errors="replace").splitlines():
        if line.startswith("{"):
            try:
                lines.append(json.loads(line))
            except ValueError:
                continue
    return lines


PAGES = "portal_http_request_duration_seconds_count"


def read_pages_through_both_workers(server: ProdServer) -> tuple[list[int], dict[str, list]]:
    """PAGE_READS front pages at once: both workers answer some, and `/metrics` (one worker's answer) counts
    them all. The workers, and the scrape that counted them."""
    base = server.base
    before = scrape(base)
    with ThreadPoolExecutor(8) as pool:  # at once, so both workers take some
        statuses = list(pool.map(lambda _: fetch(f"{base}/")[0], range(PAGE_READS)))
    assert statuses == [200] * PAGE_READS
    workers = server.workers()
    assert len(workers) == 2
    directory = Path(server.env["PROMETHEUS_MULTIPROC_DIR"])
    assert not (directory / "counter_999999999.db").exists()  # cleaned at start
    served_by = {pid for pid in workers if (directory / f"histogram_{pid}.db").exists()}
    assert served_by == set(workers), "both workers answered, each into its own file"

    # Each worker adds its tallies to its file once a second (observability/batching.py).
    for _ in range(50):
        after = scrape(base)
        if total(after, PAGES, kind="page:home", status="200") - total(before, PAGES, kind="page:home") >= PAGE_READS:
            break
        time.sleep(0.1)
    assert total(after, PAGES, kind="page:home", status="200") - total(before, PAGES, kind="page:home") == PAGE_READS
    front = {result: total(after, "portal_front_cache_total", result=result)
             - total(before, "portal_front_cache_total", result=result) for result in ("hit", "miss")}
    # Every read asked the front cache; readers who came at once before it kept the page made it too.
    assert front["hit"] + front["miss"] == PAGE_READS and front["hit"] >= PAGE_READS // 2
    return workers, after


def kill_a_worker(server: ProdServer, workers: list[int], counted: dict[str, list]) -> dict[str, list]:
    """SIGKILL one worker once its counts are in its file: it is replaced and what it answered still counts.
    The scrape after it."""
    time.sleep(1.5)  # past its last flush
    os.kill(workers[0], signal.SIGKILL)
    server.wait_for_workers(2, without=workers[0])
    time.sleep(0.5)
    later = scrape(server.base)
    assert total(later, PAGES, kind="page:home", status="200") == total(counted, PAGES, kind="page:home", status="200")
    return later


def test_metrics_add_up_every_worker_and_keep_a_dead_workers_counts(server):
    workers, counted = read_pages_through_both_workers(server)
    later = kill_a_worker(server, workers, counted)
    assert total(later, "portal_app_worker_restarts_total") == 1


def test_gunicorns_metrics_add_up_every_worker_and_forget_a_dead_workers_gauges(gunicorn_server):
    workers, counted = read_pages_through_both_workers(gunicorn_server)
    # The file of a worker whose breaker is open (a live gauge: observability/metrics.py). gunicorn's
    # child_exit hook must take it away with its worker, or a dead worker's breaker would show open.
    directory = Path(gunicorn_server.env["PROMETHEUS_MULTIPROC_DIR"])
    gauge = directory / f"gauge_livemax_{workers[0]}.db"
    assert not gauge.exists()
    breaker = MmapedDict(str(gauge))
    breaker.write_value(mmap_key("portal_redis_breaker_open", "portal_redis_breaker_open", ["server"],
                                 ["stand-in"], ""), 1.0, 0.0)
    breaker.close()
    assert total(scrape(gunicorn_server.base), "portal_redis_breaker_open", server="stand-in") == 1
    later = kill_a_worker(gunicorn_server, workers, counted)
    assert not gauge.exists()
    assert total(later, "portal_redis_breaker_open", server="stand-in") == 0


def test_metrics_refuse_a_caller_that_is_not_trusted(server):
    assert fetch(f"{server.base}/metrics", headers={"X-Forwarded-For": "203.0.113.4"})[0] == 404
    assert fetch(f"{server.base}/metrics", headers={"Authorization": "Bearer guessed"})[0] == 403


@pytest.fixture(scope="module")
def nginx(server, tmp_path_factory):
    if NGINX is None:
        pytest.skip("nginx is not installed (scripts/ensure-nginx.sh)")
    front = NginxFront(tmp_path_factory.mktemp("nginx"), server.port)
    front.start()
    yield front.base, front.access_log, front.process
    front.stop()


def nginx_lines(log: Path, process: subprocess.Popen, wanted: int) -> list[dict]:
    """nginx's access log, once it holds `wanted` lines (it writes its buffer at least once a second)."""
    lines: list[dict] = []
    for _ in range(100):
        if log.exists():
            lines = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
            if len(lines) >= wanted:
                break
        time.sleep(0.05)
    return lines


def test_one_request_id_from_nginxs_log_through_the_apps_json_log(server, nginx):
    base, log, process = nginx
    # A reader cannot name its request: nginx trusts no proxy's X-Request-ID unless told to.
    status, _, headers, _ = fetch(f"{base}/no/such/story", headers={"X-Request-ID": "chosen-by-a-client"})
    assert status == 404
    request_id = headers["X-Request-ID"]
    assert request_id != "chosen-by-a-client" and len(request_id) == 32
    for _ in range(2):
        assert fetch(f"{base}/api/cache/news/shinemedee", headers={"Accept-Encoding": "gzip"})[0] == 200
    assert fetch(f"{base}/metrics")[0] == 404  # never for readers, though nginx reaches the app from loopback

    lines = nginx_lines(log, process, 4)
    (missing,) = [line for line in lines if line["uri"] == "/no/such/story"]
    assert missing["request_id"] == request_id and missing["status"] == 404
    assert missing["upstream_time"] and missing["cache"] == "MISS"
    cached = [line for line in lines if line["uri"] == "/api/cache/news/shinemedee"]
    assert [line["cache"] for line in cached] == ["MISS", "HIT"]
    assert cached[1]["upstream_time"] == ""  # a hit never reached the app
    assert len({line["request_id"] for line in lines}) == len(lines)

    # The same id on the app's JSON line for that request (Django logs a 404 at WARNING).
    for _ in range(50):
        app_lines = [line for line in app_json_lines(server) if line.get("request_id") == request_id]
        if app_lines:
            break
        time.sleep(0.1)
    assert app_lines and app_lines[0]["message"] == "Not Found: /no/such/story"
    assert app_lines[0]["level"] == "WARNING"
