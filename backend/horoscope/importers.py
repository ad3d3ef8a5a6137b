"""Loading the zodiac signs and the Mongolian year cycle from the shipped reference files."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction

from .models import Animal, YearCycle, ZodiacSign, month_day_validator

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


def _text(row: dict[str, Any], key: str, where: str) -> str:
    value = row.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ReferenceFileError(f"{where}: {key} is missing")
    return value.strip()


def parse_signs(data: Any, source: str = ZODIAC_FILE) -> list[dict[str, Any]]:
    """Validate western_zodiac.json into ZodiacSign field dicts, in file order."""
    if not isinstance(data, dict) or not isinstance(data.get("signs"), list) or not data["signs"]:
        raise ReferenceFileError(f"{source}: expected an object with a 'signs' list")
    signs = []
    for index, row in enumerate(data["signs"], start=1):
        where = f"{source}: sign #{index}"
        if not isinstance(row, dict):
            raise ReferenceFileError(f"{where}: must be an object")
        sign = {
            "slug": _text(row, "id", where), "name_en": _text(row, "en", where), "name_mn": _text(row, "mn", where),
            "symbol": _text(row, "symbol", where), "start": _text(row, "start", where), "end": _text(row, "end", where),
        }
        for key in ("start", "end"):
            try:
                month_day_validator(sign[key])
            except ValidationError:
                raise ReferenceFileError(f"{where}: {key} {sign[key]!r} is not MM-DD") from None
        signs.append(sign)
    if len({sign["slug"] for sign in signs}) != len(signs):
        raise ReferenceFileError(f"{source}: a sign is listed twice")
    return signs


def parse_years(data: Any, source: str = YEAR_CYCLE_FILE) -> list[dict[str, Any]]:
    """Validate the year-cycle file into YearCycle field dicts."""
    if not isinstance(data, dict) or not isinstance(data.get("years"), list) or not data["years"]:
        raise ReferenceFileError(f"{source}: expected an object with a 'years' list")
    years = []
    for index, row in enumerate(data["years"], start=1):
        where = f"{source}: year #{index}"
        if not isinstance(row, dict):
            raise ReferenceFileError(f"{where}: must be an object")
        year = row.get("year")
        if isinstance(year, bool) or not isinstance(year, int) or not 1000 <= year <= 9999:
            raise ReferenceFileError(f"{where}: year {year!r} is not a year")
        animal = _text(row, "animal_en", where).lower()
        if animal not in Animal.values:
            raise ReferenceFileError(f"{where}: unknown animal {animal!r}")
        polarity_text = _text(row, "polarity", where).lower()
        if polarity_text.startswith("yang"):
            polarity = YearCycle.Polarity.YANG
        elif polarity_text.startswith("yin"):
            polarity = YearCycle.Polarity.YIN
        else:
            raise ReferenceFileError(f"{where}: polarity {polarity_text!r} is neither yin nor yang")
        element_en = _text(row, "element_en", where)
        years.append({
            "year": year, "animal": animal,
            "animal_mn": _text(row, "animal_mn", where), "animal_en": _text(row, "animal_en", where),
            "element_mn": _text(row, "element_mn", where), "element_en": element_en,
            "colour_mn": _text(row, "colour_mn", where), "colour_en": _text(row, "colour_en", where),
            "polarity": polarity, "name_mn": _text(row, "name_mn", where),
            "name_en": f"{element_en} {animal}".title(),
        })
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
