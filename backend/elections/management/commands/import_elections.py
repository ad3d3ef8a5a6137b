"""Load election results: the shipped reference files, or newsroom JSON/CSV files."""
import datetime as dt
from argparse import RawDescriptionHelpFormatter
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from elections.importers import CSV_HELP, ElectionFileError, import_files, shipped_paths
from elections.models import ElectionKind


class Command(BaseCommand):
    help = (
        "Import election results. Without --path, loads the three election JSON files from SHARED_DATA_DIR, "
        "then election_members.json (members, candidates and list places) when it is there; given with --path, "
        "a member file completes the results files given with it. A file is validated completely before "
        "anything is written; a bad file changes nothing. Running it again changes nothing.\n\n" + CSV_HELP
    )

    def create_parser(self, prog_name: str, subcommand: str, **kwargs):
        parser = super().create_parser(prog_name, subcommand, **kwargs)
        parser.formatter_class = RawDescriptionHelpFormatter  # keep the CSV column table readable
        return parser

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--path", action="append", type=Path, default=[],
                            help="A .json or .csv result file; repeat for several.")
        parser.add_argument("--kind", choices=ElectionKind.values, help="Election kind (CSV files only).")
        parser.add_argument("--date", type=dt.date.fromisoformat, help="Polling day YYYY-MM-DD (CSV files only).")
        parser.add_argument("--name-en", default="", help="English election name (CSV files only).")
        parser.add_argument("--name-mn", default="", help="Mongolian election name (CSV files only).")

    def handle(self, *args, **options) -> None:
        paths = options["path"] or shipped_paths()
        try:
            summary = import_files(paths, options["kind"], options["date"], options["name_en"], options["name_mn"])
        except ElectionFileError as error:
            raise CommandError(f"Nothing imported: {error}") from error
        self.stdout.write(self.style.SUCCESS(f"Imported {summary}."))
