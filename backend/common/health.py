"""What a load balancer asks before sending readers: can this process reach its database and cache?"""
import time

from django.core.cache import caches
from django.db import connections

from .db_deadline import DatabaseDown
from .redis_cache import CacheUnavailable, GuardedRedisCache


def _timed(check) -> dict:  # noqa: ANN001
    started = time.monotonic()
    try:
        check()
        state = "ok"
    except (CacheUnavailable, DatabaseDown):
        state = "paused"  # a breaker keeps a failing server out until it answers again
    except Exception as error:  # reported, never raised: this is the report
        state = f"unavailable: {type(error).__name__}"
    return {"state": state, "ms": round((time.monotonic() - started) * 1000, 1)}


def _database() -> None:
    # A connection of its own, so a request's broken or busy one is not what is measured, and
    # its connect timeout (settings, DB_CONNECT_TIMEOUT) bounds the wait on a lost server; while the
    # process has marked the database down (common/db_deadline.py) it answers at once.
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


def replication_lag() -> dict:
    """Streaming replication as the primary sees it (pg_stat_replication: each standby's state, replay lag
    in seconds, WAL bytes not yet replayed) and as each configured replica sees itself (seconds behind)."""
    from config.db_router import PRIMARY, replica_aliases

    if connections[PRIMARY].vendor != "postgresql":
        return {"standbys": [], "replicas": {}}
    with connections[PRIMARY].cursor() as cursor:
        cursor.execute(
            "SELECT application_name, state, COALESCE(EXTRACT(EPOCH FROM replay_lag), 0)::float8,"
            " pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint FROM pg_stat_replication ORDER BY 1"
        )
        standbys = [{"name": name, "state": state, "replay_lag_seconds": lag, "behind_bytes": behind}
                    for name, state, lag, behind in cursor.fetchall()]
    replicas = {}
    for alias in replica_aliases():
        try:
            with connections[alias].cursor() as cursor:
                # Caught up when everything received is replayed; otherwise the age of the last replayed commit.
                cursor.execute(
                    "SELECT CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0"
                    " ELSE EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()) END::float8"
                )
                replicas[alias] = {"lag_seconds": cursor.fetchone()[0]}
        except Exception as error:  # reported, never raised: this is the report
            replicas[alias] = {"lag_seconds": None, "error": type(error).__name__}
    return {"standbys": standbys, "replicas": replicas}
