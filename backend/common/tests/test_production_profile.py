"""The production profile: `check --deploy` is clean, and read replicas are wired through the router."""
import importlib
import sys
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connections
from django.test import override_settings

from config import db_router
from config.db_router import PRIMARY, PrimaryReplicaRouter
from config.settings import common
from news.models import Article

STRONG_KEY = "q8Zt3xV0pL7mN2sR5wY1cB4eH6jK9aD0fG3iU7oP2lT5vX8zC1bN4mQ7rS0wE3yA"
DEPLOY_SETTINGS = ("DEBUG", "SECURE_", "SESSION_COOKIE_", "CSRF_COOKIE_", "X_FRAME_OPTIONS", "ALLOWED_HOSTS")


def load_prod(monkeypatch, **env: str):
    """config.settings.prod as it reads with this environment (the running settings stay untouched)."""
    for name in ("DATABASE_REPLICA_URLS", "AWS_STORAGE_BUCKET_NAME", "SECURE_SSL_REDIRECT", "SECURE_COOKIES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SECRET_KEY", STRONG_KEY)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    sys.modules.pop("config.settings.prod", None)  # a fresh module, nothing left from another load
    return importlib.import_module("config.settings.prod")


def test_check_deploy_has_no_warnings_with_the_production_settings(monkeypatch):
    prod = load_prod(monkeypatch, SECRET_KEY=STRONG_KEY)
    deploy = {name: getattr(prod, name) for name in dir(prod) if name.startswith(DEPLOY_SETTINGS)}
    out, err = StringIO(), StringIO()
    # Production has REDIS_URL (docs/deploy.md); the check only reads the backend's name.
    shared = {"default": {"BACKEND": "common.redis_cache.GuardedRedisCache", "LOCATION": "redis://127.0.0.1:6379/9"}}
    # And with REDIS_URL its jobs are queued for `manage.py run_jobs` (jobs/checks.py).
    with override_settings(SECRET_KEY=STRONG_KEY, CACHES=shared, JOBS_INLINE=False, **deploy):
        call_command("check", "--deploy", "--fail-level", "WARNING", stdout=out, stderr=err)
    assert "no issues" in out.getvalue(), out.getvalue() + err.getvalue()
    assert prod.DEBUG is False and prod.SECURE_SSL_REDIRECT is True and prod.SESSION_COOKIE_SECURE is True


def test_media_goes_to_object_storage_only_when_a_bucket_is_configured(monkeypatch):
    assert load_prod(monkeypatch).STORAGES["default"]["BACKEND"].endswith("FileSystemStorage")
    s3 = load_prod(monkeypatch, AWS_STORAGE_BUCKET_NAME="portal-media", AWS_S3_CUSTOM_DOMAIN="media.example.mn")
    assert s3.STORAGES["default"]["BACKEND"] == "storages.backends.s3.S3Storage"
    assert s3.STORAGES["staticfiles"]["BACKEND"] == "whitenoise.storage.CompressedManifestStaticFilesStorage"
    assert s3.MEDIA_URL == "https://media.example.mn/"
    assert s3.STORAGES["default"]["OPTIONS"]["querystring_auth"] is False


def test_replicas_are_wired_only_when_configured(monkeypatch):
    plain = load_prod(monkeypatch)
    assert not getattr(plain, "DATABASE_ROUTERS", []) and set(plain.DATABASES) == {"default"}
    replicated = load_prod(
        monkeypatch, DATABASE_REPLICA_URLS="postgres://r1.internal/portal, postgres://r2.internal/portal"
    )
    assert replicated.DATABASE_ROUTERS == ["config.db_router.PrimaryReplicaRouter"]
    assert replicated.DATABASES["replica2"]["HOST"] == "r2.internal"
    assert replicated.DATABASES["replica1"]["TEST"] == {"MIRROR": "default"}
    assert set(common.DATABASES) == {"default"}, "the common settings' dict is not changed"


def test_router_reads_from_replicas_and_writes_to_the_primary(monkeypatch):
    monkeypatch.setattr(db_router, "_reachable", lambda alias: True)  # no servers behind these aliases
    router = PrimaryReplicaRouter()
    replicas = {"replica1": {}, "replica2": {}}
    with override_settings(DATABASES={"default": {}, **replicas}):
        assert not connections[PRIMARY].in_atomic_block
        assert {router.db_for_read(Article) for _ in range(50)} == {"replica1", "replica2"}
        assert router.db_for_write(Article) == PRIMARY
        assert router.allow_migrate(PRIMARY, "news") and not router.allow_migrate("replica1", "news")
    with override_settings(DATABASES={"default": {}}):
        assert router.db_for_read(Article) == PRIMARY


@pytest.mark.django_db(transaction=False)
def test_router_reads_inside_a_write_transaction_from_the_primary():
    # pytest-django wraps this test in a transaction on the primary: read-your-writes applies.
    with override_settings(DATABASES={"default": {}, "replica1": {}}):
        assert PrimaryReplicaRouter().db_for_read(Article) == PRIMARY


@pytest.mark.parametrize("key", [None, "", "dev-only-insecure-key-change-me", "short-key"])
def test_production_refuses_to_start_without_a_real_secret_key(monkeypatch, key):
    """It signs vote tokens and reader hashes: a public default would let anyone mint them."""
    from django.core.exceptions import ImproperlyConfigured

    monkeypatch.delenv("SECRET_KEY", raising=False)
    if key is not None:
        monkeypatch.setenv("SECRET_KEY", key)
    sys.modules.pop("config.settings.prod", None)
    with pytest.raises(ImproperlyConfigured, match="SECRET_KEY"):
        importlib.import_module("config.settings.prod")
    sys.modules.pop("config.settings.prod", None)
