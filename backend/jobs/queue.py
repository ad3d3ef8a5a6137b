"""The one way to run work outside a request: `enqueue(func, *args, **kwargs)`.

With `JOBS_INLINE` off (the default when REDIS_URL is set) the call is put on the RQ queue once
the current transaction commits (a job never sees a row before its save is committed, and a save
that rolls back enqueues nothing), and a job that raises is tried again after
`JOBS_RETRY_INTERVALS` seconds. With `JOBS_INLINE` on, the function runs at once in the caller and a
failure is logged, never raised: an editor's save does not fail because a side job did.
"""
import logging
from collections.abc import Callable
from functools import cache
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils.module_loading import import_string
from redis import Redis, RedisError
from rq import Queue, Retry

from observability import context, metrics

logger = logging.getLogger("jobs")


def runs_inline() -> bool:
    return bool(settings.JOBS_INLINE)


@cache
def _connection(url: str) -> Redis:
    # Short timeouts: a frozen Redis costs an editor's save half a second, not a hang.
    return Redis.from_url(url, socket_connect_timeout=0.5, socket_timeout=0.5)


def redis_connection() -> Redis:
    return _connection(settings.JOBS_REDIS_URL)


def job_queue() -> Queue:
    return Queue(settings.JOBS_QUEUE, connection=redis_connection())


def retry_policy() -> Retry:
    intervals = list(settings.JOBS_RETRY_INTERVALS)
    return Retry(max=len(intervals), interval=intervals)


def enqueue(func: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
    """Run `func(*args, **kwargs)` as a job: queued after commit, or inline when settings say so.

    `func` must be a module-level function (the worker imports it by name) and its arguments
    plain values (they are pickled into Redis).
    """
    if runs_inline():
        run_inline(func, *args, **kwargs)
        return
    if transaction.get_connection().in_atomic_block:
        request_id = context.current()  # the commit may come after its request (a test, a command)
        transaction.on_commit(lambda: _push_for(request_id, func, args, kwargs), robust=True)
    else:
        _push(func, args, kwargs)


def enqueue_named(name: str) -> None:
    """Job: queue the function named `name` as a job of its own, with the retry policy.

    The schedule's runs go through this (RQ's CronScheduler gives its jobs no retries).
    """
    _push(import_string(name), (), {})


def run_inline(func: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
    """Run a job in the caller; its failure is logged, never raised."""
    try:
        func(*args, **kwargs)
    except Exception:
        metrics.inline_jobs.labels("failed").inc()
        logger.exception("Job %s failed (run inline)", _name(func))
    else:
        metrics.inline_jobs.labels("succeeded").inc()


def _push_for(request_id: str, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    token = context.request_id.set(request_id)
    try:
        _push(func, args, kwargs)
    finally:
        context.request_id.reset(token)


def _push(func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    # The request that queued it, for the job's log lines (the worker sets it: observability/jobs.py).
    request_id = context.current()
    try:
        job_queue().enqueue(
            func, args=args, kwargs=kwargs, retry=retry_policy(),
            job_timeout=settings.JOBS_TIMEOUT_SECONDS, result_ttl=settings.JOBS_RESULT_TTL_SECONDS,
            meta={"request_id": request_id} if request_id else None,
        )
    except RedisError:
        # The queue is unreachable: doing the work now is slower for this request, losing it is worse.
        logger.exception("Job %s could not be queued; running it inline", _name(func))
        run_inline(func, *args, **kwargs)


def _name(func: Callable[..., Any]) -> str:
    return f"{getattr(func, '__module__', '?')}.{getattr(func, '__qualname__', repr(func))}"
