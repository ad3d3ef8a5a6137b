"""Load the capital and the aimag centres (weather widget towns) into City."""
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from widgets.importers import ReferenceFileError, import_places


class Command(BaseCommand):
    help = "Load aimag_centres.json from SHARED_DATA_DIR into the weather widget's cities (idempotent)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--path", type=Path, help="Another file of the same shape.")

    def handle(self, *args, **options) -> None:
        try:
            count = import_places(options["path"])
        except ReferenceFileError as error:
            raise CommandError(f"Nothing imported: {error}") from error
        self.stdout.write(self.style.SUCCESS(f"Imported {count} cities."))
