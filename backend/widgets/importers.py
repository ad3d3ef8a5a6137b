"""Loading the shipped reference files: the covid daily series and the aimag centres.

The files' formats are pydantic models (formats.py): a file is validated in one step, and a bad
one raises ReferenceFileError naming the file and the place before anything is written.
"""
from __future__ import annotations

import csv
import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

from common.file_formats import csv_place, validate

from .formats import COVID_COLUMNS, COVID_ROWS, PlacesFile
from .models import City, CovidDay

COVID_FILE = "covid_mongolia_daily.csv"
PLACES_FILE = "aimag_centres.json"


class ReferenceFileError(ValueError):
    """A reference file that cannot be imported; the message says where and why."""


def default_path(name: str) -> Path:
    """A file in SHARED_DATA_DIR."""
    return Path(settings.SHARED_DATA_DIR) / name


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ReferenceFileError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ReferenceFileError(f"{path}: cannot be read as UTF-8 text ({error})") from None


# --- covid ------------------------------------------------------------------------------------


@dataclass
class CovidImportResult:
    days: int
    first: dt.date | None
    last: dt.date | None


def parse_covid_csv(text: str, source: str = COVID_FILE) -> list[CovidDay]:
    """Validate the covid CSV into unsaved CovidDay rows (blank total_recovered becomes None)."""
    reader = csv.DictReader(text.lstrip("\ufeff").splitlines())
    if tuple(reader.fieldnames or ()) != COVID_COLUMNS:
        raise ReferenceFileError(f"{source}: the header must be {','.join(COVID_COLUMNS)}")
    rows = validate(COVID_ROWS, list(reader), source, ReferenceFileError, csv_place)
    if not rows:
        raise ReferenceFileError(f"{source}: no rows")
    seen: set[dt.date] = set()
    for line, row in enumerate(rows, start=2):
        if row.date in seen:
            raise ReferenceFileError(f"{source}: line {line}: {row.date} appears twice")
        seen.add(row.date)
    return [CovidDay(**row.model_dump()) for row in rows]


def import_covid(path: Path | None = None) -> CovidImportResult:
    """Replace the stored covid series with the file's rows, in one transaction."""
    path = path or default_path(COVID_FILE)
    days = parse_covid_csv(_read_text(path), path.name)
    with transaction.atomic():
        CovidDay.objects.bulk_create(
            days,
            update_conflicts=True,
            unique_fields=["date"],
            update_fields=["new_cases", "total_cases", "new_deaths", "total_deaths", "total_recovered"],
            batch_size=500,
        )
    return CovidImportResult(days=len(days), first=days[0].date, last=days[-1].date)


# --- places -----------------------------------------------------------------------------------


def parse_places(data: Any, source: str = PLACES_FILE) -> list[dict[str, Any]]:
    """Validate aimag_centres.json into City field dicts, the capital first."""
    file = validate(PlacesFile, data, source, ReferenceFileError)
    capital = file.capital
    places = [{
        "slug": capital.slug, "name_en": capital.name_en, "name_mn": capital.name_mn,
        "aimag_en": "", "aimag_mn": "", "latitude": capital.lat, "longitude": capital.lon, "is_capital": True,
    }]
    places += [{
        "slug": row.slug, "name_en": row.centre_en, "name_mn": row.centre_mn,
        "aimag_en": row.aimag_en, "aimag_mn": row.aimag_mn, "latitude": row.lat, "longitude": row.lon,
        "is_capital": False,
    } for row in file.aimag_centres]
    slugs = [place["slug"] for place in places]
    if len(slugs) != len(set(slugs)):
        raise ReferenceFileError(f"{source}: a place is listed twice")
    return places


def import_places(path: Path | None = None) -> int:
    """Create or update a City for the capital and each aimag centre; returns how many."""
    path = path or default_path(PLACES_FILE)
    try:
        data = json.loads(_read_text(path))
    except json.JSONDecodeError as error:
        raise ReferenceFileError(f"{path.name}: not valid JSON ({error})") from None
    places = parse_places(data, path.name)
    with transaction.atomic():
        for position, place in enumerate(places):
            slug = place.pop("slug")
            # is_shown is left alone on update: an editor may have hidden a town.
            City.objects.update_or_create(slug=slug, defaults={**place, "position": position})
    return len(places)
