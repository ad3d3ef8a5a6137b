"""Jobs the tests enqueue; the worker process imports them by name. Each leaves its mark in Redis."""
import os

from django.conf import settings
from redis import Redis


def _redis() -> Redis:
    return Redis.from_url(settings.JOBS_REDIS_URL)


def record(key: str, value: str) -> None:
    _redis().rpush(key, value)


def record_pid(key: str) -> None:
    _redis().rpush(key, os.getpid())


def fail_twice_then_record(key: str) -> None:
    tries = _redis().incr(f"{key}:tries")
    if tries <= 2:
        raise RuntimeError(f"failing on purpose, try {tries}")
    _redis().rpush(key, f"done on try {tries}")


def tick() -> None:
    """A scheduled job: takes no arguments, as the schedule's functions do."""
    _redis().rpush("ticks", "tick")


def explode() -> None:
    raise RuntimeError("failing on purpose")


inline_calls: list[str] = []


def note() -> None:
    """A scheduled job run inline: leaves its mark in this process."""
    inline_calls.append("note")
