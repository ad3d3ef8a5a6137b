"""Liveness (/healthz) and readiness (/readyz) for load balancers; the fault suite breaks their dependencies."""
import pytest

pytestmark = pytest.mark.django_db


def test_healthz_is_a_plain_ok(client):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.content == b"ok"


def test_readyz_reports_the_database_and_the_cache(client):
    response = client.get("/readyz")
    assert response.status_code == 200 and response["Cache-Control"] == "no-store"
    report = response.json()
    assert report["status"] == "ok"
    assert report["database"]["state"] == "ok" and report["cache"]["state"] == "ok"


def test_readyz_is_degraded_not_unavailable_without_the_cache(client, settings):
    settings.CACHES = {**settings.CACHES, "default": {
        "BACKEND": "common.redis_cache.GuardedRedisCache", "LOCATION": "redis://127.0.0.1:1/0",
        "OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 0.2, "SOCKET_TIMEOUT": 0.2},
    }}
    report = client.get("/readyz").json()
    assert report["status"] == "degraded" and report["database"]["state"] == "ok"
    assert report["cache"]["state"].startswith(("unavailable", "paused")) and report["cache"]["shared"]
