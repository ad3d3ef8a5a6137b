"""The current request's id, for log lines, render processes and the jobs a request queues.

nginx names each request (`$request_id`, 32 hex digits) and passes it as X-Request-ID; the app takes it
when it looks like an id, or makes one, and every log line, render and job of that request carries it.
"""
import os
import re
from contextvars import ContextVar

HEADER = "X-Request-ID"
META_KEY = "HTTP_X_REQUEST_ID"
# What an id may look like: nginx's hex, a UUID, a load balancer's token. Anything else (too long, spaces,
# control characters that would forge a log line) is replaced with an id of our own.
_VALID = re.compile(r"[A-Za-z0-9._:-]{1,128}")

request_id: ContextVar[str] = ContextVar("request_id", default="")


def new_id() -> str:
    return os.urandom(16).hex()


def is_valid(incoming: str) -> bool:
    return _VALID.fullmatch(incoming) is not None


def taken_or_new(incoming: str | None) -> str:
    if incoming and is_valid(incoming):
        return incoming
    return new_id()


def current() -> str:
    return request_id.get()


def clear(*args: object, **kwargs: object) -> None:
    """request_finished: the thread's next log lines belong to no request."""
    request_id.set("")
