"""Fetch the Bank of Mongolia official daily rates (run on a schedule, never on a request)."""
import datetime as dt
import logging

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone

from widgets.feeds import FeedError, post_bytes
from widgets.logic import refresh_exchange_rates

logger = logging.getLogger("widgets.feeds")


class Command(BaseCommand):
    help = (
        "Fetch the Bank of Mongolia official rates for the days up to --date (default today) and store them. "
        "On a network failure or an unusable answer nothing is stored and the command exits non-zero."
    )
    stealth_options = ("fetcher",)  # tests pass a fake fetcher through call_command

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--date", type=dt.date.fromisoformat, help="Last day to fetch, YYYY-MM-DD.")
        parser.add_argument("--days", type=int, default=7,
                            help="How many days up to --date to fetch (covers weekends and holidays). Default 7.")

    def handle(self, *args, **options) -> None:
        day = options["date"] or timezone.localdate()
        try:
            result = refresh_exchange_rates(day, options["days"], options.get("fetcher") or post_bytes)
        except FeedError as error:
            logger.error("Exchange rates not updated: %s", error)
            raise CommandError(f"Exchange rates not updated: {error}") from error
        latest = result.dates[-1] if result.dates else "-"
        self.stdout.write(self.style.SUCCESS(f"Stored {result.rates} rates; latest rate date {latest}."))
