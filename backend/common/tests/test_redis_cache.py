"""The Redis cache backend keeps one client per pool (common/redis_cache.py) and still works as a cache."""
import socket
import threading

import pytest

from common.redis_cache import SharedClientRedisCache


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
    backend = SharedClientRedisCache("redis://127.0.0.1:6379/14", {"KEY_PREFIX": "shared-client-test"})
    yield backend
    backend.clear()


def test_one_client_serves_every_call_and_thread(redis_cache):
    first = redis_cache._cache.get_client()
    assert redis_cache._cache.get_client(write=True) is first
    seen = []
    threads = [threading.Thread(target=lambda: seen.append(redis_cache._cache.get_client())) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(client is first for client in seen)


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
