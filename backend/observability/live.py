"""What Prometheus reads at each scrape rather than from the processes' counters.

- The job queue (RQ, jobs/queue.py): jobs waiting, the age of the oldest, those that failed every try.
- Counts kept in Redis, one set for the whole site: jobs run by the queue's workers and purges with their
  lag from an editor's save to the front caches refreshed. Both happen in a job worker's forked work horse,
  a process that ends with its job, so its own counters would end with it (and, in multi-process mode,
  leave a file per job). Without a queue (jobs inline, `make start`) they are counted in-process instead
  (`metrics.inline_jobs`, `record_purge`'s histogram).
- Replica lag, asked of each PostgreSQL replica (pg_last_xact_replay_timestamp), none on SQLite.

Every app server and the job worker answers these the same: alert on `max` of them, not their sum.
"""
import logging
import time
from collections.abc import Iterator
from typing import Any

from django.conf import settings
from django.db import connections
from prometheus_client import Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily
from prometheus_client.registry import Collector
from redis import RedisError

from .metrics import PURGE_BUCKETS

logger = logging.getLogger("portal.metrics")

SHARED_KEY = "portal:metrics"
REPLICA_LAG_SQL = (
    "SELECT CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0 "
    "ELSE EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()) END"
)
_inline_purge: dict[str, Any] = {}


def _queued() -> bool:
    from jobs.queue import runs_inline

    return not runs_inline()


def _redis():  # noqa: ANN202 - a redis.Redis
    from jobs.queue import redis_connection

    return redis_connection()


def count_job(succeeded: bool) -> None:
    """A job a queue worker ran (in its work horse), kept in Redis."""
    try:
        _redis().hincrby(SHARED_KEY, "jobs_ok" if succeeded else "jobs_failed", 1)
    except RedisError:
        logger.warning("could not count a job in Redis", exc_info=True)


def record_purge(changed_at: float, succeeded: bool) -> None:
    """A purge of the front caches, `changed_at` the save it follows (epoch seconds)."""
    lag = max(0.0, time.time() - changed_at) if changed_at else None
    if not _queued():
        histogram = _inline_purge.get("lag")
        if histogram is None:  # made on first use: with a queue the same family comes from Redis
            histogram = _inline_purge["lag"] = Histogram(
                "portal_purge_lag_seconds", "From an editor's save to the front caches purged.",
                buckets=PURGE_BUCKETS)
        if succeeded and lag is not None:
            histogram.observe(lag)
        return
    try:
        pipe = _redis().pipeline(transaction=False)
        if not succeeded:
            pipe.hincrby(SHARED_KEY, "purges_failed", 1)
        elif lag is not None:
            pipe.hincrby(SHARED_KEY, "purge_count", 1)
            pipe.hincrbyfloat(SHARED_KEY, "purge_sum", lag)
            bound = next((b for b in PURGE_BUCKETS if lag <= b), None)
            if bound is not None:  # cumulated when read: each purge counts in its own bucket only
                pipe.hincrby(SHARED_KEY, f"purge_le_{bound}", 1)
        pipe.execute()
    except RedisError:
        logger.warning("could not record a purge in Redis", exc_info=True)


class LiveCollector(Collector):
    def collect(self) -> Iterator[Any]:
        yield from self._queue()
        yield from self._replicas()

    def _queue(self) -> Iterator[Any]:
        depth = GaugeMetricFamily("portal_jobs_queued", "Jobs waiting on the queue.")
        oldest = GaugeMetricFamily("portal_jobs_oldest_age_seconds", "Age of the oldest job waiting on the queue.")
        failed = GaugeMetricFamily("portal_jobs_failed_registry",
                                   "Jobs that failed their last try (RQ's failed registry).")
        runs = CounterMetricFamily("portal_jobs", "Jobs run by the queue's workers, by outcome.", labels=["outcome"])
        if _queued():
            try:
                self._read_queue(depth, oldest, failed, runs)
            except RedisError:
                logger.warning("the job queue did not answer a scrape", exc_info=True)
        else:
            for family in (depth, oldest, failed):
                family.add_metric([], 0)
        yield from (depth, oldest, failed, runs)
        if _queued():
            yield from self._purges()

    def _read_queue(self, depth: GaugeMetricFamily, oldest: GaugeMetricFamily, failed: GaugeMetricFamily,
                    runs: CounterMetricFamily) -> None:
        from rq.job import Job
        from rq.registry import FailedJobRegistry

        from jobs.queue import job_queue

        queue = job_queue()
        depth.add_metric([], queue.count)
        age = 0.0
        first = queue.get_job_ids(0, 1)
        if first:
            job = Job.fetch(first[0], connection=queue.connection)
            if job.enqueued_at:
                age = max(0.0, time.time() - job.enqueued_at.timestamp())
        oldest.add_metric([], age)
        failed.add_metric([], FailedJobRegistry(queue=queue).count)
        shared = self._shared()
        runs.add_metric(["succeeded"], shared.get("jobs_ok", 0.0))
        runs.add_metric(["failed"], shared.get("jobs_failed", 0.0))

    def _shared(self) -> dict[str, float]:
        return {key.decode(): float(value) for key, value in _redis().hgetall(SHARED_KEY).items()}

    def _purges(self) -> Iterator[Any]:
        try:
            shared = self._shared()
        except RedisError:
            return
        buckets, running = [], 0.0
        for bound in PURGE_BUCKETS:
            running += shared.get(f"purge_le_{bound}", 0.0)
            buckets.append((str(bound), running))
        buckets.append(("+Inf", shared.get("purge_count", 0.0)))
        yield HistogramMetricFamily("portal_purge_lag_seconds", "From an editor's save to the front caches purged.",
                                    buckets=buckets, sum_value=shared.get("purge_sum", 0.0))
        failures = CounterMetricFamily("portal_purges_failed", "Purges of the front caches that failed (tried again).")
        failures.add_metric([], shared.get("purges_failed", 0.0))
        yield failures

    def _replicas(self) -> Iterator[Any]:
        lag = GaugeMetricFamily(
            "portal_replica_lag_seconds",
            "How far each read replica's replay is behind (0 when it has replayed all it received).",
            labels=["alias"])
        for alias in settings.DATABASES:
            if alias == "default" or connections[alias].vendor != "postgresql":
                continue
            try:
                with connections[alias].cursor() as cursor:
                    cursor.execute(REPLICA_LAG_SQL)
                    row = cursor.fetchone()
            except Exception:  # a replica that does not answer has no lag to tell; the breaker says the rest
                logger.warning("replica %s did not answer a scrape", alias, exc_info=True)
                continue
            if row and row[0] is not None:
                lag.add_metric([alias], float(row[0]))
        yield lag
