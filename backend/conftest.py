"""Fixtures for every backend test."""
from pathlib import Path

import pytest
from django.conf import settings
from django.core.cache import cache as django_cache

from common import cache, local_cache
from news.tests import factories


@pytest.fixture(autouse=True)
def fresh_local_caches():
    """Each test has its own database: no process-local copy, remembered version or factory clock may outlive it."""
    local_cache.clear_all()
    cache.reset_version_memo()
    factories.reset_clock()
    yield
    local_cache.clear_all()
    cache.reset_version_memo()


@pytest.fixture
def empty_cache():
    """The shared cache (Redis in the production profile) emptied before and after the test, for
    tests that read pages and API answers through it."""
    django_cache.clear()
    yield
    django_cache.clear()


@pytest.fixture
def editor_client(client, django_user_model):
    """A client logged in to the newsroom as an editor with every right."""
    client.force_login(django_user_model.objects.create_superuser("editor", "e@example.invalid", "pw-for-tests-only"))
    return client


def pytest_sessionstart(session: pytest.Session) -> None:
    """The importers' tests read the real reference data; without it they would fail by the dozen."""
    data = Path(settings.SHARED_DATA_DIR)
    if not (data / "SOURCES.md").is_file():
        raise pytest.UsageError(
            f"Reference data not found at {data}: clone the project beside shared/ "
            "(it reads ../shared/data) or set SHARED_DATA_DIR to the data directory."
        )
