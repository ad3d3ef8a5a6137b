"""The reference files' formats as pydantic models: a file is validated in one step.

A covid CSV (covid_mongolia_daily.csv) is a list of `CovidRow`, the places file
(aimag_centres.json) is a `PlacesFile`; the value types and the readable errors
("covid.csv: line 5 total_cases: expected a whole number, got 'x'") are common/file_formats.py's.
Checks across rows (a date or a place listed twice, no rows at all) stay with the importer.
"""
from __future__ import annotations

import datetime as dt
from typing import Any

from django.utils.text import slugify
from pydantic import TypeAdapter, model_validator
from pydantic_core import PydanticCustomError

from common.file_formats import Count, Integer, Key, Latitude, Longitude, Number, Record

COVID_COLUMNS = ("date", "new_cases", "total_cases", "new_deaths", "total_deaths", "total_recovered")


class CovidRow(Record):
    """A day of the covid series; the daily figures may be negative (corrections), the totals not."""

    date: dt.date
    new_cases: Integer
    total_cases: Number
    new_deaths: Integer
    total_deaths: Number
    total_recovered: Count = None  # blank once reporting stopped

    @model_validator(mode="before")
    @classmethod
    def _all_cells(cls, data: Any) -> Any:
        # csv.DictReader puts surplus cells under None and fills missing ones with None.
        if isinstance(data, dict) and (None in data or None in data.values()):
            raise PydanticCustomError("cells", "wrong number of cells")
        return data


COVID_ROWS: TypeAdapter[list[CovidRow]] = TypeAdapter(list[CovidRow])


class Capital(Record):
    name_en: Key
    name_mn: Key
    lat: Latitude
    lon: Longitude

    @property
    def slug(self) -> str:
        return slugify(self.name_en)


class AimagCentre(Record):
    aimag_en: Key
    aimag_mn: Key
    centre_en: Key
    centre_mn: Key
    lat: Latitude
    lon: Longitude

    @property
    def slug(self) -> str:
        return slugify(self.aimag_en)


class PlacesFile(Record):
    capital: Capital
    aimag_centres: list[AimagCentre]
