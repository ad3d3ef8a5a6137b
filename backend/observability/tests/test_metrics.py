"""`/metrics`: every family the operators' alerts and dashboard read, moving when the portal works, and
answered to trusted callers only."""
import json
import os
import signal
import time

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import RequestFactory

from common.redis_cache import GuardedRedisCache
from jobs import enqueue
from observability.tests import sample_jobs
from observability.tests.conftest import total
from performance.front_cache import EdgeCache
from performance.purge import purge_front_caches
from web import ssr

pytestmark = pytest.mark.django_db

# Every family docs/operations.md names, as the Prometheus text parser names them (counters without _total).
FAMILIES = [
    "portal_http_request_duration_seconds", "portal_front_cache", "portal_redis_cache", "portal_ssr_renders",
    "portal_ssr_render_seconds", "portal_ssr_pool_wait_seconds", "portal_ssr_render_process_crashes",
    "portal_db_query_seconds", "portal_redis_breaker_open", "portal_database_breaker_open", "portal_jobs_queued",
    "portal_jobs_oldest_age_seconds", "portal_jobs_failed_registry", "portal_jobs", "portal_jobs_inline",
    "portal_purge_lag_seconds", "portal_replica_lag_seconds", "portal_app_worker_restarts",
]
PAYLOAD = {"lang": "mn", "path": "/about", "serverTime": "2026-01-01T00:00:00+08:00", "reads": [], "siteUrl": ""}


def wsgi_get(app, path: str) -> tuple[str, dict[str, str]]:
    environ = RequestFactory().get(path).environ
    seen: dict = {}

    def start_response(status, headers, exc_info=None):
        seen["status"], seen["headers"] = status, dict(headers)

    # As Django's test client does around each request (and puts back after it, which is why a fixture
    # cannot do it once): a WSGI call's end must not close the test's transaction (PostgreSQL).
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        result = app(environ, start_response)
        b"".join(result)
        if hasattr(result, "close"):
            result.close()
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)
    return seen["status"], seen["headers"]


def test_every_family_is_named_and_moves_with_requests_renders_jobs_and_purges(
        scrape, client, demo_portal, cdn_stand_in):
    before = scrape()
    edge = EdgeCache(WSGIHandler(), max_bytes=8 * 1024 * 1024)
    first, _ = wsgi_get(edge, "/")  # made by Django, drawn by V8, kept
    second, headers = wsgi_get(edge, "/")  # a hit: Django never sees it
    assert first.startswith("200") and second.startswith("200") and headers["X-Portal-Cache"] == "hit"
    assert client.get("/api/news/shinemedee").status_code == 200
    enqueue(sample_jobs.say_hello, "metrics")  # inline: no queue in this profile
    enqueue(sample_jobs.fail)
    purge_front_caches(["news"], time.time() - 2)  # an editor's save 2 s ago, purged at the stand-in CDN
    assert cdn_stand_in
    after = scrape()

    missing = [name for name in FAMILIES if name not in after]
    assert not missing, f"/metrics lacks {missing}"

    def moved(sample: str, **labels: str) -> float:
        return total(after, sample, **labels) - total(before, sample, **labels)

    assert moved("portal_http_request_duration_seconds_count", kind="page:home", status="200") == 2
    assert moved("portal_http_request_duration_seconds_count", kind="api:news/shinemedee", status="200") == 1
    assert moved("portal_front_cache_total", result="hit") == 1
    assert moved("portal_front_cache_total", result="miss") == 1
    assert moved("portal_ssr_renders_total", outcome="ok") == 1
    assert moved("portal_ssr_render_seconds_count") == 1
    assert moved("portal_ssr_pool_wait_seconds_count") == 1
    assert moved("portal_db_query_seconds_count", alias="default") > 0
    assert moved("portal_jobs_inline_total", outcome="succeeded") == 1
    assert moved("portal_jobs_inline_total", outcome="failed") == 1
    assert moved("portal_purge_lag_seconds_count") == 1
    assert moved("portal_purge_lag_seconds_sum") >= 2
    assert total(after, "portal_jobs_queued") == 0  # no queue: nothing waits


def test_a_crashed_render_process_is_counted(scrape, monkeypatch):
    pool = ssr.RendererPool(1, "process")
    monkeypatch.setattr(ssr, "pool", lambda: pool)
    try:
        with pool.checkout() as renderer:
            pid = renderer.pid
        before = scrape()
        os.kill(pid, signal.SIGKILL)
        time.sleep(0.2)
        assert ssr.render(json.dumps(PAYLOAD), "/about") is None  # the shell is served
        after = scrape()
    finally:
        pool.retire_idle()
    assert total(after, "portal_ssr_render_process_crashes_total") - total(
        before, "portal_ssr_render_process_crashes_total") == 1
    assert total(after, "portal_ssr_renders_total", outcome="crashed") - total(
        before, "portal_ssr_renders_total", outcome="crashed") == 1


def test_redis_hits_misses_and_an_open_breaker_are_counted(scrape, redis_url):
    cache = GuardedRedisCache(redis_url, {"KEY_PREFIX": "metrics-test", "OPTIONS": {"SOCKET_TIMEOUT": 0.5}})
    before = scrape()
    assert cache.get("absent") is None
    cache.set("present", "yes")
    assert cache.get("present") == "yes"
    assert cache.get_many(["present", "absent", "also-absent"]) == {"present": "yes"}
    # A server that does not answer: three failed calls in a row open its breaker.
    dead = GuardedRedisCache("redis://127.0.0.1:9/0", {"OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 0.2}})
    for _ in range(3):
        with pytest.raises(Exception):  # noqa: B017, PT011 - redis-py's connection error
            dead.set("k", "v")
    after = scrape()
    assert total(after, "portal_redis_cache_total", result="hit") - total(before, "portal_redis_cache_total",
                                                                          result="hit") == 2
    assert total(after, "portal_redis_cache_total", result="miss") - total(before, "portal_redis_cache_total",
                                                                           result="miss") == 3
    # Labelled by the server's address without its credentials.
    assert total(after, "portal_redis_breaker_open", server="redis://127.0.0.1:9/0") == 1
    assert [s.value for s in after["portal_redis_breaker_open"] if s.labels["server"] == redis_url] == [0]


def test_the_queue_and_its_oldest_job_are_read_from_redis(scrape, queued, django_capture_on_commit_callbacks):
    """No worker runs: the two jobs wait, the first for over a second."""
    with django_capture_on_commit_callbacks(execute=True):
        enqueue(sample_jobs.say_hello, "waiting")
    time.sleep(1.1)
    with django_capture_on_commit_callbacks(execute=True):
        enqueue(sample_jobs.say_hello, "waiting too")
    families = scrape()
    assert total(families, "portal_jobs_queued") == 2
    assert total(families, "portal_jobs_oldest_age_seconds") >= 1
    assert total(families, "portal_jobs_failed_registry") == 0


def test_untrusted_callers_are_refused_and_the_token_lets_in(client, settings):
    settings.METRICS_TOKEN = "s3cret-token-for-tests"
    settings.METRICS_ALLOWED_NETS = ["10.20.0.0/16"]
    assert client.get("/metrics", REMOTE_ADDR="203.0.113.9").status_code == 404
    # Through a proxy (nginx on the same machine): loopback no longer vouches.
    assert client.get("/metrics", REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.9").status_code == 404
    assert client.get("/metrics", REMOTE_ADDR="203.0.113.9", HTTP_AUTHORIZATION="Bearer wrong").status_code == 403
    assert client.get("/metrics", REMOTE_ADDR="203.0.113.9", HTTP_AUTHORIZATION="Basic czNjcmV0").status_code == 403
    allowed = client.get("/metrics", REMOTE_ADDR="203.0.113.9", HTTP_AUTHORIZATION="Bearer s3cret-token-for-tests")
    assert allowed.status_code == 200 and b"portal_http_request_duration_seconds" in allowed.content
    assert client.get("/metrics", REMOTE_ADDR="10.20.3.4").status_code == 200
    assert client.get("/metrics", REMOTE_ADDR="10.21.3.4").status_code == 404
    assert client.get("/metrics", REMOTE_ADDR="::1").status_code == 200
    settings.METRICS_TOKEN = ""
    # No token configured: a Bearer header lets nobody in.
    assert client.get("/metrics", REMOTE_ADDR="203.0.113.9", HTTP_AUTHORIZATION="Bearer ").status_code == 403
