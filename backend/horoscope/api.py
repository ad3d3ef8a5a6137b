"""Horoscope endpoints (API.md "Widgets, pages and the rest"); the pages read their /api/cache/ twins.

The fixed paths are registered before /horoscope/{pageName} so that it does not swallow them.
"""
import datetime as dt
from typing import Annotated

from django.http import HttpRequest
from django.utils import timezone
from ninja import Router

from common.languages import request_language
from common.params import NOT_FOUND, OneOf, PlainDate, Year

from . import logic
from .schemas import AssetOut, DayColorPageOut, FootprintOut, HoroscopePageOut

router = Router(tags=["horoscope"])
PageName = Annotated[str, OneOf(logic.PAGES, NOT_FOUND)]


def _day(date: dt.date | None) -> dt.date:
    """The asked-for day, else today in Ulaanbaatar."""
    return date or timezone.localdate()


@router.get("/horoscope/daycolor", response=DayColorPageOut)
def get_day_color(request: HttpRequest, date: PlainDate | None = None):
    return {"daycolor": logic.day_color(_day(date), request_language(request))}


@router.get("/horoscope/asset/{path:name}", response=AssetOut)
def get_asset(request: HttpRequest, name: str):
    return {"name": name, "url": logic.asset_url(name)}


@router.get("/horoscope/zodiac/{sign}", response=HoroscopePageOut)
def get_sign(request: HttpRequest, sign: str, date: PlainDate | None = None):
    day = _day(date)
    item = logic.zodiac_sign(sign, day, request_language(request))
    is_sample = bool(item.text and item.text.is_sample)
    return {"page": "zodiac", "date": day.isoformat(), "sign": item, "is_sample": is_sample}


@router.get("/{year}/horoscope/eastern/footprint", response=FootprintOut)
def get_footprint(request: HttpRequest, year: Year):
    language = request_language(request)
    cycle, forecasts = logic.footprint(year, language)
    is_sample = any(item.is_sample for item in forecasts)
    return {"year": cycle, "forecasts": forecasts, "is_sample": is_sample, "years": logic.forecast_years(language)}


@router.get("/horoscope", response=HoroscopePageOut)
def get_default_page(request: HttpRequest, date: PlainDate | None = None):
    return get_page(request, "calendar", date)


@router.get("/horoscope/{pageName}", response=HoroscopePageOut)
def get_page(request: HttpRequest, pageName: PageName, date: PlainDate | None = None):  # noqa: N803 - spec's name
    page_name = pageName
    day = _day(date)
    language = request_language(request)
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
