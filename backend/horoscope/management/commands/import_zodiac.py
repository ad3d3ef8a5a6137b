"""Load the western zodiac signs and the Mongolian year cycle."""
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from horoscope.importers import ReferenceFileError, import_zodiac


class Command(BaseCommand):
    help = (
        "Load western_zodiac.json and mongolian_year_cycle_2020_2030.json from SHARED_DATA_DIR "
        "into zodiac signs and year-cycle entries (idempotent; a bad file changes nothing)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--zodiac-path", type=Path, help="Another zodiac file of the same shape.")
        parser.add_argument("--years-path", type=Path, help="Another year-cycle file of the same shape.")

    def handle(self, *args, **options) -> None:
        try:
            result = import_zodiac(options["zodiac_path"], options["years_path"])
        except ReferenceFileError as error:
            raise CommandError(f"Nothing imported: {error}") from error
        self.stdout.write(self.style.SUCCESS(f"Imported {result.signs} signs and {result.years} years."))
