"""Loading the shipped reference files: the covid daily series and the aimag centres."""
from __future__ import annotations

import csv
import datetime as dt
import json
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils.text import slugify

from .models import City, CovidDay

COVID_FILE = "covid_mongolia_daily.csv"
PLACES_FILE = "aimag_centres.json"
COVID_COLUMNS = ("date", "new_cases", "total_cases", "new_deaths", "total_deaths", "total_recovered")


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
    days: list[CovidDay] = []
    seen: set[dt.date] = set()
    for line, row in enumerate(reader, start=2):
        where = f"{source}: line {line}"
        if None in row or any(value is None for value in row.values()):
            raise ReferenceFileError(f"{where}: wrong number of cells")
        try:
            date = dt.date.fromisoformat(row["date"])
            recovered = row["total_recovered"].strip()
            day = CovidDay(
                date=date,
                new_cases=int(row["new_cases"]),
                total_cases=int(row["total_cases"]),
                new_deaths=int(row["new_deaths"]),
                total_deaths=int(row["total_deaths"]),
                total_recovered=int(recovered) if recovered else None,
            )
        except ValueError as error:
            raise ReferenceFileError(f"{where}: {error}") from None
        if min(day.total_cases, day.total_deaths, day.total_recovered or 0) < 0:
            raise ReferenceFileError(f"{where}: a total is negative")
        if date in seen:
            raise ReferenceFileError(f"{where}: {date} appears twice")
        seen.add(date)
        days.append(day)
    if not days:
        raise ReferenceFileError(f"{source}: no rows")
    return days


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


def _coordinate(value: Any, where: str, limit: int) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ReferenceFileError(f"{where}: expected a number, got {value!r}")
    try:
        number = Decimal(str(value))
    except InvalidOperation:
        raise ReferenceFileError(f"{where}: expected a number, got {value!r}") from None
    if not number.is_finite() or abs(number) > limit:
        raise ReferenceFileError(f"{where}: out of range: {value!r}")
    return number.quantize(Decimal("0.00001"))


def _name(row: dict[str, Any], key: str, where: str) -> str:
    value = row.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ReferenceFileError(f"{where}: {key} is missing")
    return value.strip()


def parse_places(data: Any, source: str = PLACES_FILE) -> list[dict[str, Any]]:
    """Validate aimag_centres.json into City field dicts, the capital first."""
    if not isinstance(data, dict) or not isinstance(data.get("capital"), dict) \
            or not isinstance(data.get("aimag_centres"), list):
        raise ReferenceFileError(f"{source}: expected an object with 'capital' and 'aimag_centres'")
    capital = data["capital"]
    places = [{
        "slug": slugify(_name(capital, "name_en", f"{source}: capital")),
        "name_en": _name(capital, "name_en", f"{source}: capital"),
        "name_mn": _name(capital, "name_mn", f"{source}: capital"),
        "aimag_en": "", "aimag_mn": "",
        "latitude": _coordinate(capital.get("lat"), f"{source}: capital lat", 90),
        "longitude": _coordinate(capital.get("lon"), f"{source}: capital lon", 180),
        "is_capital": True,
    }]
    for index, row in enumerate(data["aimag_centres"], start=1):
        where = f"{source}: aimag centre #{index}"
        if not isinstance(row, dict):
            raise ReferenceFileError(f"{where}: must be an object")
        places.append({
            "slug": slugify(_name(row, "aimag_en", where)),
            "name_en": _name(row, "centre_en", where),
            "name_mn": _name(row, "centre_mn", where),
            "aimag_en": _name(row, "aimag_en", where),
            "aimag_mn": _name(row, "aimag_mn", where),
            "latitude": _coordinate(row.get("lat"), f"{where} lat", 90),
            "longitude": _coordinate(row.get("lon"), f"{where} lon", 180),
            "is_capital": False,
        })
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
