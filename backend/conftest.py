"""Fixtures for every backend test."""
import pytest

from common import cache, local_cache


@pytest.fixture(autouse=True)
def fresh_local_caches():
    """Each test has its own database: no process-local copy or remembered version may outlive it."""
    local_cache.clear_all()
    cache.reset_version_memo()
    yield
    local_cache.clear_all()
    cache.reset_version_memo()
