"""Horoscope endpoints (API.md "Widgets, pages and the rest"); the pages read their /api/cache/ twins.

The fixed paths are registered before /horoscope/{pageName} so that it does not swallow them.
"""
import datetime as dt
from typing import Annotated

from django.utils import timezone
from ninja import Router

from common import api_reads
from common.languages import Language
from common.params import NOT_FOUND, OneOf, PlainDate, Year

from . import logic
from .schemas import AssetOut, DayColorPageOut, FootprintOut, HoroscopePageOut

router = Router(tags=["horoscope"])
PageName = Annotated[str, OneOf(logic.PAGES, NOT_FOUND)]


def _day(date: dt.date | None) -> dt.date:
    """The asked-for day, else today in Ulaanbaatar."""
    return date or timezone.localdate()


@api_reads.get(router, "/horoscope/daycolor", response=DayColorPageOut)
def get_day_color(language: Language, date: PlainDate | None = None):
    return {"daycolor": logic.day_color(_day(date), language)}


@api_reads.get(router, "/horoscope/asset/{path:name}", response=AssetOut)
def get_asset(language: Language, name: str):
    return {"name": name, "url": logic.asset_url(name)}


@api_reads.get(router, "/horoscope/zodiac/{sign}", response=HoroscopePageOut)
def get_sign(language: Language, sign: str, date: PlainDate | None = None):
    day = _day(date)
    item = logic.zodiac_sign(sign, day, language)
    is_sample = bool(item.text and item.text.is_sample)
    return {"page": "zodiac", "date": day.isoformat(), "sign": item, "is_sample": is_sample}


@api_reads.get(router, "/{year}/horoscope/eastern/footprint", response=FootprintOut)
def get_footprint(language: Language, year: Year):
    cycle, forecasts = logic.footprint(year, language)
    is_sample = any(item.is_sample for item in forecasts)
    return {"year": cycle, "forecasts": forecasts, "is_sample": is_sample, "years": logic.forecast_years(language)}


@api_reads.get(router, "/horoscope", response=HoroscopePageOut)
def get_default_page(language: Language, date: PlainDate | None = None):
    return get_page(language, "calendar", date)


@api_reads.get(router, "/horoscope/{pageName}", response=HoroscopePageOut)
def get_page(language: Language, pageName: PageName, date: PlainDate | None = None):  # noqa: N803 - spec's name
    page_name = pageName
    day = _day(date)
    page: dict = {"page": page_name, "date": day.isoformat()}
    if page_name == "calendar":
        calendar = logic.calendar_page(day)
        return {**page, "calendar": calendar.day, "year": calendar.year,
                "is_sample": bool(calendar.day and calendar.day.is_sample)}
    if page_name == "zodiac":
        signs = logic.zodiac_page(day, language)
        return {**page, "signs": signs, "current_sign": logic.current_sign(signs, day),
                "is_sample": any(item.text and item.text.is_sample for item in signs)}
    if page_name == "tarot":
        cards, daily = logic.tarot_page(day)
        return {**page, "cards": cards, "daily_card": daily, "card_back": logic.optional_asset_url(logic.TAROT_BACK),
                "is_sample": False}
    cycle, forecasts = logic.eastern_page(day, language)  # "eastern", the last of logic.PAGES
    return {**page, "year": cycle, "forecasts": forecasts, "is_sample": any(f.is_sample for f in forecasts)}
