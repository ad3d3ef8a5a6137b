"""The zodiac and year-cycle files' formats as pydantic models: a file is validated in one step.

western_zodiac.json is a `ZodiacFile`, mongolian_year_cycle_2020_2030.json a `YearsFile`; the
value types and the readable errors ("western_zodiac.json: sign #4: start '6/21' is not MM-DD")
are common/file_formats.py's. A sign or a year listed twice is the importer's check.
"""
from __future__ import annotations

from typing import Annotated

from django.core.exceptions import ValidationError
from pydantic import AfterValidator, Field, model_validator
from pydantic_core import PydanticCustomError

from common.file_formats import Key, Record, describe_place, value_error

from .models import Animal, YearCycle, month_day_validator

# "signs #4" reads "sign #4", "years #1" reads "year #1".
_ROW_NAMES = {"signs": "sign", "years": "year"}


def place(loc: tuple[int | str, ...]) -> str:
    return describe_place(loc, names=_ROW_NAMES)


class Sign(Record):
    id: Key  # the slug
    en: Key
    mn: Key
    symbol: Key
    start: Key  # MM-DD
    end: Key

    @model_validator(mode="after")
    def _month_days(self) -> Sign:
        for key in ("start", "end"):
            value = getattr(self, key)
            try:
                month_day_validator(value)
            except ValidationError:
                raise PydanticCustomError("month_day", "{key} {value} is not MM-DD",
                                          {"key": key, "value": repr(value)}) from None
        return self


class ZodiacFile(Record):
    signs: list[Sign] = Field(min_length=1)


def _animal(value: str) -> str:
    if value.lower() not in Animal.values:
        raise value_error("animal", "unknown animal {value}", value.lower())
    return value


def _polarity(value: str) -> str:
    for polarity in YearCycle.Polarity:
        if value.lower().startswith(polarity.value):
            return polarity.value
    raise value_error("polarity", "polarity {value} is neither yin nor yang", value.lower())


class Year(Record):
    year: Annotated[int, Field(strict=True, ge=1000, le=9999)]
    animal_en: Annotated[Key, AfterValidator(_animal)]  # as written ("Rat"); `animal` is the choice
    animal_mn: Key
    element_en: Key
    element_mn: Key
    colour_en: Key
    colour_mn: Key
    polarity: Annotated[Key, AfterValidator(_polarity)]  # "yang (male)" reads "yang"
    name_mn: Key

    @property
    def animal(self) -> str:
        return self.animal_en.lower()

    @property
    def name_en(self) -> str:
        return f"{self.element_en} {self.animal}".title()


class YearsFile(Record):
    years: list[Year] = Field(min_length=1)
