"""Per-client rate limits for anonymous writes, shared by all app processes through the cache.

Limits are configuration (`settings.THROTTLE_RATES`, "count/seconds"). When the shared cache is
down, a stricter per-process limit applies instead of none.
"""
import logging
import threading
import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache, caches
from django.http import HttpRequest
from redis.commands.core import Script

from .cache import safe_add
from .clients import address_key, reader_key
from .errors import ApiError
from .redis_cache import GuardedRedisCache

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


Cap = tuple[str, int, int]  # the count's key, its limit, its window in seconds


def caps(request: HttpRequest, scope: str, per_address: bool = False) -> list[Cap]:
    """The counts one write of `scope` is held to. A reader (signed cookie id, else the address) has the
    configured limit; the address, whoever writes from it, ADDRESS_LIMIT_FACTOR times that, so new cookies
    or browser strings do not multiply it (docs/adr/014). With `per_address` only the address counts, at
    the configured limit (the newsroom's login)."""
    rate = settings.THROTTLE_RATES.get(scope)
    if not rate:
        return []
    limit, window = parse_rate(rate)
    address = f"throttle:{scope}:{address_key(request)}"
    if per_address:
        return [(address, limit, window)]
    return [
        (f"throttle:{scope}:{reader_key(request)}", limit, window),
        (address + ":all", limit * settings.ADDRESS_LIMIT_FACTOR, window),
    ]


def check_rate(request: HttpRequest, scope: str, per_address: bool = False) -> None:
    """Count one write of `scope` against its caps; raise 429 when one is over its limit."""
    for key, limit, window in caps(request, scope, per_address):
        _count_against(key, limit, window, scope)


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


@dataclass(frozen=True)
class Hit:
    """A counted write (a view, a share) as the caps and the once-per-reader mark found it."""

    is_within_rate: bool
    is_first: bool  # not marked seen within its window: counted (False when over the rate too)


# The caps' counts and the mark in one round trip: the view post is the portal's busiest write, and one
# command each made six. The same keys and rules as check_rate and safe_add: a count's window opens at
# its first hit, and a write over a cap is not marked seen.
_COUNT_ONCE_LUA = b"""
local over = 0
for i = 1, #KEYS - 1 do
  local used = redis.call('INCR', KEYS[i])
  if used == 1 then redis.call('EXPIRE', KEYS[i], ARGV[2 * i]) end
  if used > tonumber(ARGV[2 * i - 1]) then over = 1 end
end
if over == 1 then return {0, 0} end
local first = redis.call('SET', KEYS[#KEYS], 1, 'NX', 'EX', ARGV[#ARGV])
if first then return {1, 1} end
return {1, 0}
"""
# Bound to no client: each call names the cache's.
_COUNT_ONCE = Script(None, _COUNT_ONCE_LUA)  # type: ignore[arg-type]


def count_once(request: HttpRequest, scope: str, seen_key: str, seen_seconds: int) -> Hit:
    """Count a write of `scope` against its caps and mark `seen_key` for `seen_seconds`: whether it is
    within the rate and the first within the mark's window. On Redis one scripted round trip; on another
    cache, or when Redis fails, check_rate and safe_add (not counted when the cache is down)."""
    held = caps(request, scope)
    store = _redis_store()
    if store is not None:
        try:
            keys = [store.make_key(key) for key, _, _ in held] + [store.make_key(seen_key)]
            args = [number for _, limit, window in held for number in (limit, window)] + [seen_seconds]
            client = store.client.get_client(write=True)
            within, first = store.breaker.call(_COUNT_ONCE, keys=keys, args=args, client=client)
            return Hit(bool(within), bool(first))
        except Exception:
            logger.warning("throttle: one-round-trip count failed for %s; counting command by command", scope)
    try:
        for key, limit, window in held:
            _count_against(key, limit, window, scope)
    except ApiError:
        return Hit(is_within_rate=False, is_first=False)
    return Hit(is_within_rate=True, is_first=safe_add(seen_key, 1, seen_seconds))


def _redis_store() -> GuardedRedisCache | None:
    store = caches["default"]
    return store if isinstance(store, GuardedRedisCache) else None
