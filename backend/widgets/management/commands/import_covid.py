"""Load the covid daily CSV into CovidDay (idempotent)."""
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from widgets.importers import COVID_COLUMNS, ReferenceFileError, import_covid


class Command(BaseCommand):
    help = (
        f"Load the covid daily series (columns {','.join(COVID_COLUMNS)}) into the database. "
        "Defaults to covid_mongolia_daily.csv in SHARED_DATA_DIR; a blank total_recovered is stored as unknown. "
        "A bad file changes nothing; running it again changes nothing."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--path", type=Path, help="Another CSV with the same columns.")

    def handle(self, *args, **options) -> None:
        try:
            result = import_covid(options["path"])
        except ReferenceFileError as error:
            raise CommandError(f"Nothing imported: {error}") from error
        self.stdout.write(self.style.SUCCESS(f"Imported {result.days} covid days ({result.first} to {result.last})."))
