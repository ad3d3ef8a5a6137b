"""What a load balancer asks before sending readers: can this process reach its database and cache?"""
import time

from django.core.cache import caches
from django.db import connections

from .redis_cache import CacheUnavailable, GuardedRedisCache


def _timed(check) -> dict:  # noqa: ANN001
    started = time.monotonic()
    try:
        check()
        state = "ok"
    except CacheUnavailable:
        state = "paused"  # the breaker keeps a failing Redis out for a few seconds
    except Exception as error:  # reported, never raised: this is the report
        state = f"unavailable: {type(error).__name__}"
    return {"state": state, "ms": round((time.monotonic() - started) * 1000, 1)}


def _database() -> None:
    # A connection of its own, so a request's broken or busy one is not what is measured, and
    # its connect timeout (settings, DB_CONNECT_TIMEOUT) bounds the wait on a lost server.
    connection = connections.create_connection("default")
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    finally:
        connection.close()


def _cache() -> None:
    store = caches["default"]
    store.set("readiness-probe", 1, 10)
    if store.get("readiness-probe") != 1:
        raise RuntimeError("the cache did not keep a value")


def readiness() -> dict:
    """{"status": ok | degraded | unavailable, "database": {...}, "cache": {...}}; unavailable only
    without the database: without Redis the portal serves from the database and its own memory."""
    database, cache = _timed(_database), _timed(_cache)
    shared = isinstance(caches["default"], GuardedRedisCache)
    if database["state"] != "ok":
        status = "unavailable"
    elif cache["state"] != "ok":
        status = "degraded"
    else:
        status = "ok"
    return {"status": status, "database": database, "cache": {**cache, "shared": shared}}
