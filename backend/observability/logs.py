"""Log lines with the request id: plain text in development, one JSON object a line in production.

Settings build their LOGGING with `logging_config` (settings/common.py plain, settings/prod.py JSON;
LOG_FORMAT overrides either). This module imports nothing of Django's: settings load it.
"""
import logging
from typing import Any

from .context import request_id

PLAIN_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s]: %(message)s"
# python-json-logger writes these attributes of each record, renamed, plus whatever `extra` a call passes.
JSON_FIELDS = "%(asctime)s %(levelname)s %(name)s %(message)s %(request_id)s %(process)d"
JSON_RENAMED = {"asctime": "time", "levelname": "level", "name": "logger", "process": "pid"}


class RequestIdFilter(logging.Filter):
    """Stamps every record with the id of the request (or job, or render) it was logged in; "-" outside one."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "request_id"):
            record.request_id = request_id.get() or "-"
        return True


def logging_config(fmt: str, level: str) -> dict[str, Any]:
    """Django's LOGGING: one console handler on stderr, `fmt` "json" or "plain"."""
    formatters: dict[str, Any] = {
        "plain": {"format": PLAIN_FORMAT},
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": JSON_FIELDS,
            "rename_fields": JSON_RENAMED,
            "timestamp": False,
        },
    }
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_id": {"()": "observability.logs.RequestIdFilter"}},
        "formatters": formatters,
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "formatter": "json" if fmt == "json" else "plain",
                "filters": ["request_id"],
            },
        },
        "root": {"handlers": ["console"], "level": level},
        # django-axes logs every sign-in at INFO; its lockouts are WARNING and stay.
        "loggers": {"django.db.backends": {"level": "WARNING"}, "axes": {"level": "WARNING"}},
    }
