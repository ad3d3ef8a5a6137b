"""Fixtures for every backend test."""
import pytest

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
