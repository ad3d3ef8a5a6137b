"""Per-process copies of shared-cache content: a bounded LRU whose entries die with the content version.

Readers see the same staleness as through the shared cache: `get` never returns an entry made
under an older content version (a process notices an editor's save within
cache.VERSION_MEMO_SECONDS), and none lives longer than its time to live.
"""
import threading
import time
import weakref
from collections import OrderedDict
from typing import Generic, TypeVar

V = TypeVar("V")
_every: "weakref.WeakSet[LocalLru]" = weakref.WeakSet()


def clear_all() -> None:
    """Empty every local cache of this process (tests, between databases)."""
    for lru in list(_every):
        lru.clear()


class LocalLru(Generic[V]):
    """Thread-safe: the app server runs several threads per process."""

    def __init__(self, max_bytes: int, ttl: float) -> None:
        self.max_bytes = max_bytes
        self.ttl = ttl
        self._entries: OrderedDict[str, tuple[int, float, int, V]] = OrderedDict()
        self.size = 0
        self._lock = threading.Lock()
        _every.add(self)

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: str, version: int) -> V | None:
        value, is_current = self.lookup(key, version)
        return value if is_current else None

    def find(self, key: str) -> V | None:
        """The entry within its time to live, whatever it was made under (its value says)."""
        return self.lookup(key, 0)[0]

    def lookup(self, key: str, version: int) -> tuple[V | None, bool]:
        """The entry within its time to live, and whether it was made under `version`.

        An entry of an older version stays until it is replaced or expires: the front cache
        serves it while one request makes the new one (performance/front_cache.py).
        """
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                return None, False
            made_under, expires, _, value = found
            if expires < time.monotonic():
                self._drop(key)
                return None, False
            self._entries.move_to_end(key)
            return value, made_under == version

    def discard(self, key: str) -> None:
        with self._lock:
            if key in self._entries:
                self._drop(key)

    def put(self, key: str, version: int, value: V, size: int) -> None:
        if size > self.max_bytes // 4:  # one huge value must not empty the cache
            return
        with self._lock:
            if key in self._entries:
                self._drop(key)
            self._entries[key] = (version, time.monotonic() + self.ttl, size, value)
            self.size += size
            while self.size > self.max_bytes and self._entries:
                self._drop(next(iter(self._entries)))

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.size = 0

    def _drop(self, key: str) -> None:
        self.size -= self._entries.pop(key)[2]
