"""The Redis cache backend keeps one client per server (django-redis, common/redis_cache.py) and still works
as a cache."""
import socket
import threading

import pytest

from common.redis_cache import GuardedRedisCache


def _redis_answers() -> bool:
    try:
        socket.create_connection(("127.0.0.1", 6379), timeout=0.3).close()
        return True
    except OSError:
        return False


pytestmark = pytest.mark.skipif(not _redis_answers(), reason="no Redis on 127.0.0.1:6379")
# Database 14: the test runs use 8 and up per xdist worker (settings/test.py), which flush theirs.


@pytest.fixture
def redis_cache():
    backend = GuardedRedisCache("redis://127.0.0.1:6379/14", {"KEY_PREFIX": "shared-client-test"})
    yield backend
    backend.clear()


def test_one_client_serves_every_call_and_the_pool_is_shared(redis_cache):
    first = redis_cache.client.get_client()
    redis_cache.set("one", 1, 30)
    assert redis_cache.get("one") == 1
    assert redis_cache.client.get_client(write=False) is first
    # Django makes a cache object per thread; their clients draw on one pool of connections.
    other = GuardedRedisCache("redis://127.0.0.1:6379/14", {"KEY_PREFIX": "shared-client-test"})
    assert other.client.get_client().connection_pool is first.connection_pool


def test_it_is_still_a_cache_under_threads(redis_cache):
    wrong: list[tuple[int, int, object]] = []

    def work(n: int) -> None:
        for i in range(50):
            redis_cache.set(f"k{n}:{i}", {"n": n, "i": i}, 30)
            found = redis_cache.get(f"k{n}:{i}")
            if found != {"n": n, "i": i}:
                wrong.append((n, i, found))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []
    assert redis_cache.add("counter", 1) and not redis_cache.add("counter", 5)
    assert redis_cache.incr("counter") == 2
