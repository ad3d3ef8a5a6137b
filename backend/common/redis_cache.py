"""The Redis cache: django-redis, behind a circuit breaker.

Django's own Redis backend builds a new redis-py client on every cache call; the client's
constructor fills a table of about a hundred reply callbacks, which was 6 % of the app's Python
time on an uncached page. django-redis keeps one client per server for each cache object (Django
makes one per thread), over connection pools it shares in the process.

A Redis that hangs (SIGSTOP, a full network buffer) costs every command its socket timeout, and
a page makes several: the whole site stalled for 18 s while `/healthz` answered. So after a few
failed commands in a row, a process stops calling that server for a while and every cache call
fails at once (callers treat it as a miss: common/cache.py, common/throttle.py); then a single
command tries the server again. pybreaker was considered: it holds one lock across the call it
guards, which would queue every Redis command of a process behind the slowest
(docs/adr/013-redis-circuit-breaker.md).
"""
import functools
import logging
import threading
import time

from django_redis.cache import RedisCache
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from observability import metrics

logger = logging.getLogger("portal.cache")

FAILURES_TO_OPEN = 3
OPEN_SECONDS = 5.0


class CacheUnavailable(ConnectionError):
    """The breaker is open: the cache server is not called until it is tried again."""


class CircuitBreaker:
    """Closed while calls succeed; open (every call refused at once) for `open_seconds` after
    `failures_to_open` failures in a row; then one trial call, which closes or reopens it."""

    def __init__(self, name: str, failures_to_open: int = FAILURES_TO_OPEN, open_seconds: float = OPEN_SECONDS):
        self.name = name
        self.failures_to_open = failures_to_open
        self.open_seconds = open_seconds
        self._lock = threading.Lock()
        self._failures = 0
        self._open_until = 0.0
        self._trial_running = False
        # portal_redis_breaker_open: 1 while open, in this process (observability/metrics.py).
        self._open_gauge = metrics.redis_breaker_open.labels(name.removeprefix("Redis at "))
        self._open_gauge.set(0)

    @property
    def is_open(self) -> bool:
        return self._failures >= self.failures_to_open

    def call(self, function, *args, **kwargs):  # noqa: ANN001, ANN201 - any cache method
        trial = self._before_call()
        try:
            result = function(*args, **kwargs)
        except (RedisConnectionError, RedisTimeoutError, OSError):
            self._failed(trial)
            raise
        except BaseException:
            if trial:
                self._trial_running = False  # the server answered: not its fault
            raise
        if self._failures:
            self._succeeded()
        return result

    def _before_call(self) -> bool:
        """Whether this call is the trial; CacheUnavailable when the breaker refuses it."""
        if self._failures < self.failures_to_open:
            return False
        with self._lock:
            if self._failures < self.failures_to_open:
                return False
            if time.monotonic() < self._open_until or self._trial_running:
                raise CacheUnavailable(f"{self.name}: not called for {self.open_seconds} s after failures")
            self._trial_running = True
            return True

    def _failed(self, trial: bool) -> None:
        with self._lock:
            self._failures += 1
            if trial:
                self._trial_running = False
            if self._failures >= self.failures_to_open:
                if self._failures == self.failures_to_open:
                    logger.warning("%s failed %d times in a row: not called for %s s", self.name,
                                   self._failures, self.open_seconds)
                    self._open_gauge.set(1)
                self._open_until = time.monotonic() + self.open_seconds

    def _succeeded(self) -> None:
        with self._lock:
            if self._failures >= self.failures_to_open:
                logger.warning("%s answers again", self.name)
                self._open_gauge.set(0)
            self._failures = 0
            self._trial_running = False


# One breaker per server and process: Django makes a cache object per thread and alias.
_breakers: dict[str, CircuitBreaker] = {}
_breakers_lock = threading.Lock()


def breaker_for(server: str) -> CircuitBreaker:
    with _breakers_lock:
        if server not in _breakers:
            _breakers[server] = CircuitBreaker(f"Redis at {server.rsplit('@', 1)[-1]}")
        return _breakers[server]


class GuardedRedisCache(RedisCache):
    """django-redis's cache (one redis-py client per server and cache object, where Django's own
    backend built a client on every call), with every command behind the server's breaker."""

    def __init__(self, server: str, params: dict) -> None:
        super().__init__(server, params)
        self.breaker = breaker_for(server if isinstance(server, str) else ",".join(server))


def _guarded(name: str):  # noqa: ANN202
    command = getattr(RedisCache, name)

    @functools.wraps(command)
    def guarded(self, *args, **kwargs):  # noqa: ANN001, ANN202
        return self.breaker.call(command, self, *args, **kwargs)

    return guarded


# Every command of Django's cache API goes through the breaker (django-redis re-raises redis-py's
# own connection errors from them, which is what the breaker counts).
for _name in ("add", "set", "touch", "delete", "has_key", "incr", "decr", "set_many", "delete_many", "clear"):
    setattr(GuardedRedisCache, _name, _guarded(_name))

_ABSENT = object()


def _counted_get(self, key, default=None, version=None, client=None):  # noqa: ANN001, ANN202 - Django's API
    """get, counted as a hit or a miss (portal_redis_cache_total)."""
    value = self.breaker.call(RedisCache.get, self, key, _ABSENT, version=version, client=client)
    if value is _ABSENT:
        metrics.REDIS_MISS.inc()
        return default
    metrics.REDIS_HIT.inc()
    return value


def _counted_get_many(self, keys, *args, **kwargs):  # noqa: ANN001, ANN202 - Django's API
    keys = list(keys)
    found = self.breaker.call(RedisCache.get_many, self, keys, *args, **kwargs)
    metrics.REDIS_HIT.inc(len(found))
    metrics.REDIS_MISS.inc(len(keys) - len(found))
    return found


GuardedRedisCache.get = functools.wraps(RedisCache.get)(_counted_get)
GuardedRedisCache.get_many = functools.wraps(RedisCache.get_many)(_counted_get_many)
