"""Wire shapes of the widgets: covid counters (`covid19`), exchange rates and weather."""
from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated

from ninja import Field
from pydantic import model_validator

from common.languages import pick, translated
from common.params import Between, DecimalBetween, Flag, Matching, PlainDate, WireIn
from common.schema import WireSchema
from common.wire import context_language, iso_local

from . import logic
from .models import FeedSource

# A currency's ISO 4217 code, in either case (read upper-cased); whether it has rates is a 404 then.
CurrencyCode = Annotated[str, Matching(r"^[A-Za-z]{3}$", logic.INVALID_CURRENCY, read=str.upper)]
ChartDays = Annotated[int, Between(logic.CHART_DAYS_MIN, logic.CHART_DAYS_MAX, logic.INVALID_DAYS)]
Amount = Annotated[Decimal, DecimalBetween(Decimal(0), logic.MAX_CONVERT_AMOUNT, logic.INVALID_AMOUNT)]


def _number(value: Decimal | None) -> float | None:
    return float(value) if value is not None else None



# --- covid ------------------------------------------------------------------------------------


class RecoveredOut(WireSchema):
    date: dt.date
    total_recovered: int


class CovidCountersOut(WireSchema):
    """The counters of the last day; `total_recovered` is null once the source stopped reporting it."""

    new_cases: int
    total_cases: int
    new_deaths: int
    total_deaths: int
    total_recovered: int | None
    updated: dt.date
    recovered_last_reported: RecoveredOut | None
    source: str
    source_url: str
    licence: str


class CovidOut(WireSchema):
    covid19: CovidCountersOut | None


class CovidChartFilters(WireIn):
    start: PlainDate | None = Field(None, alias="from", description="The period's first day (or its last).")
    end: PlainDate | None = Field(None, alias="to", description="The period's last day (or its first).")
    average: Flag = False

    @model_validator(mode="after")
    def _in_order(self) -> CovidChartFilters:
        # No schema can relate two parameters, so a period named from its end is still that period.
        if self.start and self.end and self.start > self.end:
            self.start, self.end = self.end, self.start
        return self


class CovidSeriesOut(WireSchema):
    """Column arrays, index-aligned: `date[i]` goes with `new_cases[i]` and so on (logic.covid_series)."""

    date: list[str]  # YYYY-MM-DD
    new_cases: list[int]
    total_cases: list[int]
    new_deaths: list[int]
    total_deaths: list[int]
    total_recovered: list[int | None]
    # The trailing 7-day mean of new cases, sent only when asked for (`average=1`).
    new_cases_avg7: list[float | None] | None = Field(None, exclude_if=lambda value: value is None)


class CovidChartOut(WireSchema):
    start: dt.date | None
    end: dt.date | None
    series: CovidSeriesOut
    source: str
    licence: str


# --- exchange rates ---------------------------------------------------------------------------


class RateOut(WireSchema):
    """MNT per `unit` units; `change` is against the previous day that has a rate."""

    code: str
    name: str
    name_mn: str
    name_en: str
    unit: int
    rate: float
    date: dt.date
    previous_rate: float | None
    previous_date: dt.date | None
    change: float | None
    change_percent: float | None
    is_sample: bool
    source: str
    source_name: str

    @staticmethod
    def resolve_code(obj) -> str:
        return obj.rate.currency.code

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.rate.currency.name_mn, obj.rate.currency.name_en)

    @staticmethod
    def resolve_name_mn(obj) -> str:
        return obj.rate.currency.name_mn

    @staticmethod
    def resolve_name_en(obj) -> str:
        return obj.rate.currency.name_en

    @staticmethod
    def resolve_unit(obj) -> int:
        return obj.rate.currency.unit

    @staticmethod
    def resolve_rate(obj) -> float:
        return float(obj.rate.rate_mnt)

    @staticmethod
    def resolve_date(obj) -> dt.date:
        return obj.rate.date

    @staticmethod
    def resolve_previous_rate(obj) -> float | None:
        return _number(obj.previous_rate)

    @staticmethod
    def resolve_change(obj) -> float | None:
        return _number(obj.change)

    @staticmethod
    def resolve_change_percent(obj) -> float | None:
        return _number(obj.change_percent)

    @staticmethod
    def resolve_is_sample(obj) -> bool:
        return obj.rate.is_sample

    @staticmethod
    def resolve_source(obj) -> str:
        return obj.rate.source

    @staticmethod
    def resolve_source_name(obj, context) -> str:
        return translated(FeedSource(obj.rate.source).label, context_language(context))


class ExchangeOut(WireSchema):
    date: dt.date
    as_of: dt.date | None
    is_sample: bool
    rates: list[RateOut]


class CurrencyOut(WireSchema):
    code: str
    name: str
    unit: int

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)


class RatePointOut(WireSchema):
    date: dt.date
    rate: float
    is_sample: bool

    @staticmethod
    def resolve_rate(obj) -> float:
        return float(obj.rate_mnt)


class ExchangeChartOut(WireSchema):
    """`periods`: the chart periods (days) the stored rates can draw, each more days than the one before."""

    currency: CurrencyOut
    days: int
    periods: list[int]
    start: dt.date | None
    end: dt.date | None
    is_sample: bool
    series: list[RatePointOut]


class ConvertFilters(WireIn):
    amount: Amount
    source: CurrencyCode = Field(alias="from")
    target: CurrencyCode = Field(logic.MNT, alias="to")
    date: PlainDate | None = None


class ConvertOut(WireSchema):
    """Exact decimal strings: `result` = `amount` of `from_currency` in `to_currency`, to the cent."""

    amount: str
    from_currency: str
    to_currency: str
    result: str
    from_rate: str | None
    to_rate: str | None
    rate_date: dt.date | None
    is_sample: bool


# --- weather ----------------------------------------------------------------------------------


class WeatherCityOut(WireSchema):
    slug: str
    name: str
    aimag: str
    is_capital: bool
    temperature: float
    apparent: float | None
    weather_code: int
    description: str
    wind_kmh: float
    humidity: int | None
    is_day: bool | None
    is_sample: bool
    observed_at: str
    fetched_at: str

    @staticmethod
    def resolve_slug(obj) -> str:
        return obj.city.slug

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.city.name_mn, obj.city.name_en)

    @staticmethod
    def resolve_aimag(obj, context) -> str:
        return pick(context_language(context), obj.city.aimag_mn, obj.city.aimag_en)

    @staticmethod
    def resolve_is_capital(obj) -> bool:
        return obj.city.is_capital

    @staticmethod
    def resolve_temperature(obj) -> float:
        return float(obj.temperature_c)

    @staticmethod
    def resolve_apparent(obj) -> float | None:
        return _number(obj.apparent_c)

    @staticmethod
    def resolve_description(obj, context) -> str:
        return obj.description(context_language(context))

    @staticmethod
    def resolve_wind_kmh(obj) -> float:
        return float(obj.wind_kmh)

    @staticmethod
    def resolve_observed_at(obj) -> str:
        return iso_local(obj.observed_at) or ""

    @staticmethod
    def resolve_fetched_at(obj) -> str:
        return iso_local(obj.fetched_at) or ""


class WeatherOut(WireSchema):
    """Cities with a reading from the last three hours; empty when none is recent (the widget hides)."""

    cities: list[WeatherCityOut]
    updated: str | None
    source: str
