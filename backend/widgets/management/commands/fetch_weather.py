"""Fetch current weather for every shown city from Open-Meteo in one request."""
import logging

from django.core.management.base import BaseCommand, CommandError

from widgets.feeds import FeedError, get_bytes
from widgets.logic import refresh_weather

logger = logging.getLogger("widgets.feeds")


class Command(BaseCommand):
    help = (
        "Fetch Open-Meteo current conditions for all shown cities and store them. "
        "On a network failure or an unusable answer nothing is stored and the command exits non-zero."
    )
    stealth_options = ("fetcher",)  # tests pass a fake fetcher through call_command

    def handle(self, *args, **options) -> None:
        try:
            count = refresh_weather(options.get("fetcher") or get_bytes)
        except FeedError as error:
            logger.error("Weather not updated: %s", error)
            raise CommandError(f"Weather not updated: {error}") from error
        self.stdout.write(self.style.SUCCESS(f"Stored weather for {count} cities."))
