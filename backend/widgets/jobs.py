"""The feed fetches as scheduled jobs (jobs/schedule.py): the same work as the management commands.

A feed that fails raises, so the job is retried (jobs/queue.py); the stored data stays as it was.
"""
import logging

from django.utils import timezone

from .logic import refresh_exchange_rates, refresh_weather

logger = logging.getLogger("widgets.feeds")


def fetch_exchange_rates() -> int:
    """The official rates of the last 7 days up to today; returns how many rates were stored."""
    result = refresh_exchange_rates(timezone.localdate())
    logger.info("Stored %s exchange rates", result.rates)
    return result.rates


def fetch_weather() -> int:
    """Current weather for every shown city; returns how many cities were stored."""
    count = refresh_weather()
    logger.info("Stored weather for %s cities", count)
    return count
