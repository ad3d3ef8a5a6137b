"""Widget endpoints (API.md "Widgets, pages and the rest"): covid, exchange rates and weather.

Each is read through its cached twin under /api/cache/ by the pages.
"""
from django.utils import timezone
from ninja import Query, Router

from common import api_reads
from common.languages import Language
from common.params import PlainDate

from . import logic
from .schemas import (
    ChartDays,
    ConvertFilters,
    ConvertOut,
    CovidChartFilters,
    CovidChartOut,
    CovidOut,
    CurrencyCode,
    ExchangeChartOut,
    ExchangeOut,
    WeatherOut,
)

router = Router(tags=["widgets"])

COVID_LICENCE = "CC BY 4.0"


@api_reads.get(router, "/covid", response=CovidOut)
def get_covid(language: Language):
    latest, recovered = logic.covid_latest()
    if latest is None:
        return {"covid19": None}
    return {"covid19": {
        "new_cases": latest.new_cases, "total_cases": latest.total_cases, "new_deaths": latest.new_deaths,
        "total_deaths": latest.total_deaths, "total_recovered": latest.total_recovered, "updated": latest.date,
        "recovered_last_reported": recovered and {"date": recovered.date, "total_recovered": recovered.total_recovered},
        "source": logic.COVID_SOURCE, "source_url": logic.COVID_SOURCE_URL, "licence": COVID_LICENCE,
    }}


@api_reads.get(router, "/covid-charts", response=CovidChartOut)
def get_covid_charts(language: Language, filters: Query[CovidChartFilters]):
    series = logic.covid_series(filters.start, filters.end, filters.average)
    return {"start": series.start, "end": series.end, "series": series.columns,
            "source": logic.COVID_SOURCE, "licence": COVID_LICENCE}


@api_reads.get(router, "/exchange", response=ExchangeOut)
def list_rates(language: Language, date: PlainDate | None = None):
    day = date or timezone.localdate()
    rows = logic.rates_on(day)
    return {
        "date": day, "as_of": max((row.rate.date for row in rows), default=None),
        "is_sample": any(row.rate.is_sample for row in rows), "rates": rows,
    }


@api_reads.get(router, "/exchange-chart", response=ExchangeChartOut)
def get_rate_chart(
    language: Language, currency: CurrencyCode = "USD", days: ChartDays = logic.CHART_DAYS_DEFAULT,
    date: PlainDate | None = None,
):
    end = date or timezone.localdate()
    found = logic.get_currency(currency)
    found_series = logic.rate_series(found, days, end)
    series = found_series.rates
    return {
        "currency": found, "days": days, "series": series, "periods": found_series.periods,
        "start": series[0].date if series else None, "end": series[-1].date if series else None,
        "is_sample": any(rate.is_sample for rate in series),
    }


@api_reads.get(router, "/exchange/convert", response=ConvertOut)
def convert(language: Language, filters: Query[ConvertFilters]):
    day = filters.date or timezone.localdate()
    result = logic.convert(filters.amount, filters.source, filters.target, day)
    return {
        "amount": str(result.amount), "from_currency": result.source, "to_currency": result.target,
        "result": str(result.result), "rate_date": result.as_of, "is_sample": result.is_sample,
        "from_rate": str(result.source_rate.rate_mnt) if result.source_rate else None,
        "to_rate": str(result.target_rate.rate_mnt) if result.target_rate else None,
    }


@api_reads.get(router, "/weather", response=WeatherOut)
def list_weather(language: Language):
    readings = logic.recent_weather()
    updated = max((reading.observed_at for reading in readings), default=None)
    return {
        "cities": readings, "updated": timezone.localtime(updated).isoformat() if updated else None,
        "source": logic.WEATHER_SOURCE,
    }
