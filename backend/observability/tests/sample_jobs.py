"""Jobs the observability tests queue (the worker imports them by name)."""
import logging

logger = logging.getLogger("observability.tests")


def say_hello(name: str) -> None:
    logger.warning("hello from the job, %s", name)


def fail() -> None:
    raise RuntimeError("a job that fails")
