"""Per-client rate limits for anonymous writes, shared by all app processes through the cache.

Limits are configuration (`settings.THROTTLE_RATES`, "count/seconds"). When the shared cache is
down, a stricter per-process limit applies instead of none.
"""
import logging
import threading
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest

from .clients import network_key
from .errors import ApiError

logger = logging.getLogger("portal.throttle")
_local_counts: dict[str, tuple[int, float]] = {}
_local_lock = threading.Lock()


def parse_rate(rate: str) -> tuple[int, int]:
    count, seconds = rate.split("/")
    return int(count), int(seconds)


def _hit_shared(key: str, window: int) -> int:
    if cache.add(key, 1, window):
        return 1
    return int(cache.incr(key))


def _hit_local(key: str, window: int) -> int:
    now = time.monotonic()
    with _local_lock:
        count, started = _local_counts.get(key, (0, now))
        if now - started >= window:
            count, started = 0, now
        _local_counts[key] = (count + 1, started)
        return count + 1


def check_rate(request: HttpRequest, scope: str) -> None:
    """Count one write of `scope` for this client; raise 429 when over the configured limit."""
    rate = settings.THROTTLE_RATES.get(scope)
    if not rate:
        return
    limit, window = parse_rate(rate)
    # The window opens at the client's first write and the count expires with it (incr keeps the
    # expiry). A wall-clock bucket would let a burst that straddles its edge through twice over.
    key = f"throttle:{scope}:{network_key(request)}"
    try:
        used = _hit_shared(key, window)
    except Exception:
        logger.warning("shared throttle unavailable; using the local fallback for %s", scope)
        limit = max(1, limit // 2)
        used = _hit_local(key, window)
    if used > limit:
        raise ApiError("throttled", status=429)
