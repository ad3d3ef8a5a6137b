"""Loading the zodiac signs and the Mongolian year cycle from the shipped reference files.

The files' formats are pydantic models (formats.py): both files are validated in one step each,
and a bad one raises ReferenceFileError naming the file and the place before anything is written.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

from common.file_formats import validate

from .formats import YearsFile, ZodiacFile, place
from .models import YearCycle, ZodiacSign

ZODIAC_FILE = "western_zodiac.json"
YEAR_CYCLE_FILE = "mongolian_year_cycle_2020_2030.json"


class ReferenceFileError(ValueError):
    """A reference file that cannot be imported; the message says where and why."""


@dataclass
class ZodiacImportResult:
    signs: int
    years: int


def _load(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ReferenceFileError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ReferenceFileError(f"{path.name}: not readable JSON ({error})") from None


def parse_signs(data: Any, source: str = ZODIAC_FILE) -> list[dict[str, Any]]:
    """Validate western_zodiac.json into ZodiacSign field dicts, in file order."""
    file = validate(ZodiacFile, data, source, ReferenceFileError, place)
    signs = [{"slug": row.id, "name_en": row.en, "name_mn": row.mn, "symbol": row.symbol,
              "start": row.start, "end": row.end} for row in file.signs]
    if len({sign["slug"] for sign in signs}) != len(signs):
        raise ReferenceFileError(f"{source}: a sign is listed twice")
    return signs


def parse_years(data: Any, source: str = YEAR_CYCLE_FILE) -> list[dict[str, Any]]:
    """Validate the year-cycle file into YearCycle field dicts."""
    file = validate(YearsFile, data, source, ReferenceFileError, place)
    years = [{
        "year": row.year, "animal": row.animal, "animal_mn": row.animal_mn, "animal_en": row.animal_en,
        "element_mn": row.element_mn, "element_en": row.element_en,
        "colour_mn": row.colour_mn, "colour_en": row.colour_en,
        "polarity": row.polarity, "name_mn": row.name_mn, "name_en": row.name_en,
    } for row in file.years]
    if len({year["year"] for year in years}) != len(years):
        raise ReferenceFileError(f"{source}: a year is listed twice")
    return years


def import_zodiac(zodiac_path: Path | None = None, years_path: Path | None = None) -> ZodiacImportResult:
    """Create or update the zodiac signs and the year cycle (both files validated first)."""
    data_dir = Path(settings.SHARED_DATA_DIR)
    zodiac_path = zodiac_path or data_dir / ZODIAC_FILE
    years_path = years_path or data_dir / YEAR_CYCLE_FILE
    signs = parse_signs(_load(zodiac_path), zodiac_path.name)
    years = parse_years(_load(years_path), years_path.name)
    with transaction.atomic():
        for position, sign in enumerate(signs, start=1):
            slug = sign.pop("slug")
            ZodiacSign.objects.update_or_create(
                slug=slug, defaults={**sign, "position": position, "image_asset": f"zodiac/{slug}.svg"}
            )
        for year in years:
            YearCycle.objects.update_or_create(year=year.pop("year"), defaults=year)
    return ZodiacImportResult(signs=len(signs), years=len(years))
