"""The portal's metric families and the calls that move them (names in docs/operations.md "Monitoring").

The app servers run several worker processes (granian): prometheus-client's multi-process mode keeps each
process's values in a file of its own under PROMETHEUS_MULTIPROC_DIR (observability/processes.py), and
`/metrics` adds them up. Outside it (tests, `runserver`, a job worker of its own) values live in memory.

The hot path is a front-cache hit served at tens of thousands a second per process: it adds to tallies of
its own (observability/batching.py), one histogram observation (its `_count` is the request counter) and
one counter, which a thread adds to the shared values once a second; no label tuple is validated per
request. Gauges of per-process state (the circuit breakers) take the largest
value of the live processes: one worker with an open breaker shows as open.
"""
import os
import time
from collections.abc import Callable
from typing import Any

from prometheus_client import Counter, Gauge, Histogram, disable_created_metrics, values

from .batching import BatchedCounter, BatchedHistogram, current_pid

# No `_created` series: Prometheus does not need them, and they would double the answer's size.
disable_created_metrics()

# In multi-process mode every increment asks which process it is in (its values go to that process's
# file): os.getpid, a system call, three times per front-cache hit. Measured here that was 8 us a call,
# half a hit's whole cost. The pid is kept instead and renewed in each forked child (granian's workers,
# RQ's work horses), which is the one way a process's id changes (observability/batching.py).
if values.ValueClass is not values.MutexValue:
    values.ValueClass = values.MultiProcessValue(process_identifier=current_pid)
    # A command run with the server's environment before the server made it (`manage.py migrate`).
    os.makedirs(os.environ.get("PROMETHEUS_MULTIPROC_DIR") or os.environ["prometheus_multiproc_dir"], exist_ok=True)

# Seconds. From a front-cache hit (~40 us) to a page that waited on a slow database.
REQUEST_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
RENDER_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0)
QUERY_BUCKETS = (0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 2.5)
WAIT_BUCKETS = (0.0001, 0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0)
# Save to purged: the purge waits out the app processes' memo of the versions (1 s) before it starts.
PURGE_BUCKETS = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 900.0)

requests = Histogram(
    "portal_http_request_duration_seconds",
    "Requests answered by the app, by screen kind and status; `_count` is the request counter.",
    ["kind", "status"], buckets=REQUEST_BUCKETS,
)
front_cache = Counter("portal_front_cache_total", "The app's in-process front cache (performance/front_cache.py).",
                      ["result"])
redis_cache = Counter("portal_redis_cache_total", "Reads of the Redis cache (common/redis_cache.py).", ["result"])
renders = Counter("portal_ssr_renders_total",
                  "Server renders by outcome: ok, error, timeout, busy (no context free), crashed, out_of_heap.",
                  ["outcome"])
render_seconds = Histogram("portal_ssr_render_seconds", "Time of a server render, waiting for a context included.",
                           buckets=RENDER_BUCKETS)
render_pool_wait = Histogram("portal_ssr_pool_wait_seconds", "Time a render waited for a V8 context of the pool.",
                             buckets=WAIT_BUCKETS)
render_crashes = Counter("portal_ssr_render_process_crashes_total",
                         "Render processes (SSR_ISOLATION=process) that died or hung and were replaced.")
query_seconds = Histogram("portal_db_query_seconds", "Time of each database query, by database alias.",
                          ["alias"], buckets=QUERY_BUCKETS)
redis_breaker_open = Gauge("portal_redis_breaker_open", "1 while a process's breaker for a Redis server is open.",
                           ["server"], multiprocess_mode="livemax")
database_breaker_open = Gauge("portal_database_breaker_open",
                              "1 while a process has marked a database down (common/db_deadline.py).",
                              ["alias"], multiprocess_mode="livemax")
inline_jobs = Counter("portal_jobs_inline_total", "Jobs run inline in an app process (no queue), by outcome.",
                      ["outcome"])
worker_restarts = Counter("portal_app_worker_restarts_total",
                          "App server worker processes that died and were replaced (config/granian_server.py).")

_requests = BatchedHistogram(requests)
_queries = BatchedHistogram(query_seconds)
FRONT_HIT, FRONT_MISS = BatchedCounter(front_cache, "hit"), BatchedCounter(front_cache, "miss")
REDIS_HIT, REDIS_MISS = BatchedCounter(redis_cache, "hit"), BatchedCounter(redis_cache, "miss")


def observe_request(kind: str, status: str, seconds: float) -> None:
    """One answered request: `status` the three digits of its status line."""
    _requests.observe((kind, status), seconds)


def observe_front_cache_hit(kind: str, status: str, seconds: float) -> None:
    """A request the front cache answered (Django never saw it): counted as a request and as a hit."""
    _requests.observe((kind, status), seconds, also=FRONT_HIT)


def time_queries_of(sender: Any, connection: Any, **kwargs: Any) -> None:
    """connection_created: time every query of `connection` from now on (once per connection object)."""
    if _timed_query not in connection.execute_wrappers:
        connection.execute_wrappers.insert(0, _timed_query)


def _timed_query(execute: Callable, sql: str, params: Any, many: bool, context: dict) -> Any:
    started = time.perf_counter()
    try:
        return execute(sql, params, many, context)
    finally:
        _queries.observe((context["connection"].alias,), time.perf_counter() - started)
