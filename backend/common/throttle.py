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

from .clients import address_key, reader_key
from .errors import ApiError

logger = logging.getLogger("portal.throttle")
_local_counts: dict[str, tuple[int, float]] = {}
_local_lock = threading.Lock()


def parse_rate(rate: str) -> tuple[int, int]:
    count, seconds = rate.split("/")
    return int(count), int(seconds)


def count_hit(key: str, window: int) -> int:
    """One more in the shared cache's count under `key`, in a window that opens at the first hit
    (incr keeps the expiry); raises when the cache cannot be reached."""
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


def check_rate(request: HttpRequest, scope: str, per_address: bool = False) -> None:
    """Count one write of `scope` for this reader and for their address; raise 429 when either is
    over its limit. A reader (signed cookie id, else the address) has the configured limit; the
    address, whoever writes from it, ADDRESS_LIMIT_FACTOR times that, so new cookies or browser
    strings do not multiply it (docs/adr/014). With `per_address` only the address counts, at the
    configured limit (the newsroom's login)."""
    rate = settings.THROTTLE_RATES.get(scope)
    if not rate:
        return
    limit, window = parse_rate(rate)
    address = f"throttle:{scope}:{address_key(request)}"
    if per_address:
        _count_against(address, limit, window, scope)
        return
    _count_against(f"throttle:{scope}:{reader_key(request)}", limit, window, scope)
    _count_against(address + ":all", limit * settings.ADDRESS_LIMIT_FACTOR, window, scope)


def _count_against(key: str, limit: int, window: int, scope: str) -> None:
    # The window opens at the client's first write and the count expires with it (incr keeps the
    # expiry). A wall-clock bucket would let a burst that straddles its edge through twice over.
    try:
        used = count_hit(key, window)
    except Exception:
        logger.warning("shared throttle unavailable; using the local fallback for %s", scope)
        limit = max(1, limit // 2)
        used = _hit_local(key, window)
    if used > limit:
        raise ApiError("throttled", status=429)
