"""Widget use-cases: refreshing rates and weather from their feeds, and demo sample data."""
from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from django.db import transaction
from django.db.models import OuterRef, Subquery
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.errors import ApiError

from .feeds import (
    FeedError,
    Fetcher,
    fetch_mongolbank_rates,
    fetch_open_meteo_current,
    get_bytes,
    post_bytes,
)
from .importers import import_places
from .models import City, CovidDay, Currency, ExchangeRate, FeedSource, WeatherReading

# Currencies the Bank of Mongolia quotes, in widget order: code -> (Mongolian, English). Content, not
# messages: they seed each Currency's name_mn/name_en, which the newsroom may edit.
KNOWN_CURRENCIES: dict[str, tuple[str, str]] = {
    "USD": ("Америк доллар", "US dollar"),
    "EUR": ("Евро", "Euro"),
    "CNY": ("Хятад юань", "Chinese yuan"),
    "RUB": ("Оросын рубль", "Russian rouble"),
    "JPY": ("Японы иен", "Japanese yen"),
    "KRW": ("Өмнөд Солонгосын вон", "South Korean won"),
    "GBP": ("Английн фунт стерлинг", "British pound"),
    "CHF": ("Швейцарийн франк", "Swiss franc"),
    "CAD": ("Канадын доллар", "Canadian dollar"),
    "AUD": ("Австралийн доллар", "Australian dollar"),
    "HKD": ("Хонконгийн доллар", "Hong Kong dollar"),
    "SGD": ("Сингапурын доллар", "Singapore dollar"),
    "KZT": ("Казахстаны тэнгэ", "Kazakh tenge"),
    "TRY": ("Туркийн лира", "Turkish lira"),
    "INR": ("Энэтхэгийн рупи", "Indian rupee"),
    "SEK": ("Шведийн крон", "Swedish krona"),
    "THB": ("Тайландын бат", "Thai baht"),
    "AED": ("АНЭУ-ын дирхам", "UAE dirham"),
}
WIDGET_CURRENCIES = ("USD", "EUR", "CNY", "RUB", "JPY", "KRW", "GBP")


def ensure_currencies(codes: list[str] | None = None) -> dict[str, Currency]:
    """Currency rows for `codes` (default: the known list), created when missing; by code."""
    wanted = codes if codes is not None else list(KNOWN_CURRENCIES)
    existing = {currency.code: currency for currency in Currency.objects.filter(code__in=wanted)}
    order = list(KNOWN_CURRENCIES)
    for code in wanted:
        if code in existing:
            continue
        name_mn, name_en = KNOWN_CURRENCIES.get(code, (code, code))
        existing[code] = Currency.objects.create(
            code=code, name_mn=name_mn, name_en=name_en,
            position=order.index(code) if code in order else 100,
            is_shown=code in WIDGET_CURRENCIES,
        )
    return existing


@dataclass
class RatesResult:
    rates: int
    dates: list[dt.date]


def refresh_exchange_rates(day: dt.date, days: int = 7, fetcher: Fetcher = post_bytes) -> RatesResult:
    """Fetch the official rates for the `days` days up to `day` and store them (replacing samples).

    Raises FeedError and stores nothing when the feed is down or answers garbage.
    """
    parsed = fetch_mongolbank_rates(day - dt.timedelta(days=max(days, 1) - 1), day, fetcher)
    fetched_at = timezone.now()
    with transaction.atomic():
        currencies = ensure_currencies(sorted({rate.code for rate in parsed}))
        for rate in parsed:
            ExchangeRate.objects.update_or_create(
                currency=currencies[rate.code], date=rate.date,
                defaults={"rate_mnt": rate.rate_mnt, "source": FeedSource.MONGOLBANK, "fetched_at": fetched_at},
            )
    return RatesResult(rates=len(parsed), dates=sorted({rate.date for rate in parsed}))


def refresh_weather(fetcher: Fetcher = get_bytes) -> int:
    """Fetch current conditions for every shown city in one request and store them.

    Raises FeedError and stores nothing when the feed is down or answers garbage.
    """
    cities = list(City.objects.filter(is_shown=True).order_by("position", "name_en"))
    if not cities:
        raise FeedError("No cities to fetch: run import_reference_places first")
    readings = fetch_open_meteo_current([(city.latitude, city.longitude) for city in cities], fetcher)
    fetched_at = timezone.now()
    with transaction.atomic():
        for city, reading in zip(cities, readings, strict=True):
            WeatherReading.objects.update_or_create(
                city=city, observed_at=reading.observed_at,
                defaults={
                    "temperature_c": reading.temperature_c, "apparent_c": reading.apparent_c,
                    "weather_code": reading.weather_code, "wind_kmh": reading.wind_kmh,
                    "humidity": reading.humidity, "is_day": reading.is_day,
                    "source": FeedSource.OPEN_METEO, "fetched_at": fetched_at,
                },
            )
    return len(readings)


# --- demo sample data (labelled source="sample"; never overwrites real figures) -------------

# Rough starting levels for a believable demo chart; these are NOT official rates.
SAMPLE_RATE_LEVELS: dict[str, Decimal] = {
    "USD": Decimal("3400"), "EUR": Decimal("3700"), "CNY": Decimal("470"), "RUB": Decimal("38"),
    "JPY": Decimal("22.5"), "KRW": Decimal("2.45"), "GBP": Decimal("4300"),
}


# A year of samples, so each of the chart's periods draws its own days in the demo.
SAMPLE_RATE_DAYS = 365


def seed_sample_rates(days: int = SAMPLE_RATE_DAYS, end: dt.date | None = None) -> int:
    """Write `days` days of sample rates for the widget currencies; returns rows written.

    Days that already have a non-sample rate are left alone; re-running rewrites the samples.
    """
    end = end or timezone.localdate()
    start = end - dt.timedelta(days=days - 1)
    currencies = ensure_currencies(list(SAMPLE_RATE_LEVELS))
    rows: list[ExchangeRate] = []
    with transaction.atomic():
        ExchangeRate.objects.sample().between(start, end).delete()
        taken = set(ExchangeRate.objects.between(start, end).values_list("currency__code", "date"))
        fetched_at = timezone.now()
        for code, level in SAMPLE_RATE_LEVELS.items():
            rng = random.Random(f"{code}-{start.isoformat()}")  # same input, same sample
            rate = level
            for offset in range(days):
                date = start + dt.timedelta(days=offset)
                rate = rate * (Decimal(1) + Decimal(rng.uniform(-0.004, 0.004)).quantize(Decimal("0.00001")))
                if (code, date) not in taken:
                    rows.append(ExchangeRate(
                        currency=currencies[code], date=date, rate_mnt=rate.quantize(Decimal("0.0001")),
                        source=FeedSource.SAMPLE, fetched_at=fetched_at,
                    ))
        ExchangeRate.objects.bulk_create(rows)
    return len(rows)


# Rough monthly mean temperatures for Ulaanbaatar (°C), used only to make demo readings plausible.
SAMPLE_MONTHLY_TEMPERATURE = (-21, -16, -7, 2, 10, 16, 18, 16, 9, 0, -11, -19)
SAMPLE_WEATHER_CODES = (0, 1, 2, 3, 3, 45, 61, 71)


def seed_sample_weather(now: dt.datetime | None = None) -> int:
    """Write one sample reading per shown city at `now` (cities are imported if there are none)."""
    if not City.objects.exists():
        import_places()
    now = (now or timezone.now()).replace(minute=0, second=0, microsecond=0)
    base = SAMPLE_MONTHLY_TEMPERATURE[timezone.localtime(now).month - 1]
    count = 0
    with transaction.atomic():
        for city in City.objects.filter(is_shown=True):
            if WeatherReading.objects.filter(city=city, observed_at=now).exclude(source=FeedSource.SAMPLE).exists():
                continue
            rng = random.Random(f"{city.slug}-{now.isoformat()}")
            temperature = Decimal(str(round(base + rng.uniform(-4, 4), 1)))
            wind = Decimal(str(round(rng.uniform(2, 25), 1)))
            WeatherReading.objects.update_or_create(
                city=city, observed_at=now,
                defaults={
                    "temperature_c": temperature, "apparent_c": temperature - (wind / 10).quantize(Decimal("0.1")),
                    "weather_code": rng.choice(SAMPLE_WEATHER_CODES), "wind_kmh": wind,
                    "humidity": rng.randint(25, 80), "is_day": 7 <= timezone.localtime(now).hour < 20,
                    "source": FeedSource.SAMPLE, "fetched_at": timezone.now(),
                },
            )
            count += 1
    return count


# --- reads for the widget endpoints -----------------------------------------------------------

COVID_SOURCE = (
    "COVID-19 Data Repository by the Center for Systems Science and Engineering (CSSE) at Johns Hopkins "
    "University, CC BY 4.0"
)
COVID_SOURCE_URL = "https://github.com/CSSEGISandData/COVID-19"
WEATHER_SOURCE = "Open-Meteo (open-meteo.com), CC BY 4.0"
WEATHER_RECENT = dt.timedelta(hours=3)
AVERAGE_DAYS = 7
CHART_DAYS_MIN, CHART_DAYS_MAX, CHART_DAYS_DEFAULT = 7, 365, 30
MAX_CONVERT_AMOUNT = Decimal("1000000000000")
MNT = "MNT"
CENT = Decimal("0.01")
INVALID_CURRENCY = ApiError("invalid_currency", text=_("The currency code is not valid."))
INVALID_AMOUNT = ApiError("invalid_amount", text=_("The amount is not valid."))
INVALID_DAYS = ApiError(
    "invalid_days", params={"low": CHART_DAYS_MIN, "high": CHART_DAYS_MAX},
    text=_("The number of days must be between %(low)s and %(high)s."),
)
NO_RATES = _("There are no rates for this currency.")


def covid_latest() -> tuple[CovidDay | None, CovidDay | None]:
    """The last day of the series (the counters' update time) and the last day that reported recoveries."""
    latest = CovidDay.objects.latest_day()
    if latest is None or latest.total_recovered is not None:
        return latest, latest
    return latest, CovidDay.objects.filter(total_recovered__isnull=False).order_by("-date").first()


@dataclass
class CovidSeries:
    """Column arrays (one per figure) keep ~1,143 days compact on the wire."""

    start: dt.date | None
    end: dt.date | None
    columns: dict[str, list]


COVID_COLUMNS = ("date", "new_cases", "total_cases", "new_deaths", "total_deaths", "total_recovered")


def covid_series(start: dt.date | None, end: dt.date | None, with_average: bool) -> CovidSeries:
    """The daily series from `start` to `end` in one query, with the trailing 7-day mean of new cases."""
    if start and end and start > end:
        raise ApiError("invalid_range", text=_("The start date is after the end date."))
    # Six days before `start` are read too, so the first days of the window have a full average
    # (from the first day there is, for a window that starts in the first week of year 1).
    lead_in = start - min(start - dt.date.min, dt.timedelta(days=AVERAGE_DAYS - 1)) if start and with_average else start
    rows = list(CovidDay.objects.between(lead_in, end).values_list(*COVID_COLUMNS))
    averages = trailing_average([row[1] for row in rows], AVERAGE_DAYS) if with_average else []
    keep = [index for index, row in enumerate(rows) if start is None or row[0] >= start]
    columns: dict[str, list] = {
        name: [rows[i][position] for i in keep] for position, name in enumerate(COVID_COLUMNS)
    }
    columns["date"] = [day.isoformat() for day in columns["date"]]
    if with_average:
        columns["new_cases_avg7"] = [averages[i] for i in keep]
    first, last = (rows[keep[0]][0], rows[keep[-1]][0]) if keep else (start, end)
    return CovidSeries(first, last, columns)


def trailing_average(values: list[int], window: int) -> list[float | None]:
    """The mean of each value and the `window - 1` before it, to one decimal; None until the window is full.

    Assumes consecutive days (the series has one row per day).
    """
    result: list[float | None] = []
    total = 0
    for index, value in enumerate(values):
        total += value
        if index >= window:
            total -= values[index - window]
        result.append(round(total / window, 1) if index >= window - 1 else None)
    return result


@dataclass
class RateRow:
    """One currency's rate 'as of' a day, with the change from the previous available day."""

    rate: ExchangeRate
    previous_rate: Decimal | None
    previous_date: dt.date | None

    @property
    def change(self) -> Decimal | None:
        return rate_change(self.rate.rate_mnt, self.previous_rate)[0]

    @property
    def change_percent(self) -> Decimal | None:
        return rate_change(self.rate.rate_mnt, self.previous_rate)[1]


def rate_change(current: Decimal, previous: Decimal | None) -> tuple[Decimal | None, Decimal | None]:
    """Absolute and percent change from `previous` (None when there is no previous day)."""
    if previous is None:
        return None, None
    change = current - previous
    return change, (change / previous * 100).quantize(CENT) if previous else None


def rates_on(day: dt.date) -> list[RateRow]:
    """The shown currencies' rates on or before `day` and their previous rates, in one query."""
    previous = ExchangeRate.objects.filter(currency=OuterRef("currency"), date__lt=OuterRef("date")).order_by("-date")
    rows = (
        ExchangeRate.objects.on_or_before(day)
        .filter(currency__is_shown=True)
        .annotate(
            previous_rate=Subquery(previous.values("rate_mnt")[:1]),
            previous_date=Subquery(previous.values("date")[:1]),
        )
    )
    return [RateRow(rate, rate.previous_rate, rate.previous_date) for rate in rows]


def get_currency(code: str) -> Currency:
    """The currency of an upper-case code (widgets.schemas.CurrencyCode); 404 when it has none."""
    currency = Currency.objects.filter(code=code).first()
    if currency is None:
        raise ApiError("unknown_currency", status=404, text=NO_RATES)
    return currency


# The chart's periods (days); a period is offered only when the stored rates reach into it.
CHART_PERIODS = (7, 30, 90, 365)


@dataclass
class RateSeries:
    """One currency's rates over a period, and the periods its stored rates can draw."""

    rates: list[ExchangeRate]
    periods: list[int]


def chart_periods(first: dt.date | None, last: dt.date | None) -> list[int]:
    """The periods that each draw more days than the one before: the shortest always, a longer one
    only when the stored rates go back further than the shorter period, so no two buttons draw the same."""
    if first is None or last is None:
        return [CHART_PERIODS[0]]
    span = (last - first).days + 1
    return [period for index, period in enumerate(CHART_PERIODS)
            if index == 0 or span > CHART_PERIODS[index - 1]]


def rate_series(currency: Currency, days: int, end: dt.date) -> RateSeries:
    """One currency's rates over the `days` days ending at its latest rate on or before `end`.

    Anchoring on the latest stored rate keeps the chart filled when the feed has been down.
    """
    first_stored = currency.rates.order_by("date").values("date")[:1]
    rows = list(
        currency.rates.filter(date__lte=end).annotate(first_stored=Subquery(first_stored))
        .order_by("-date")[:days]  # at most one rate a day
    )
    if not rows:
        return RateSeries([], chart_periods(None, None))
    start = rows[0].date - dt.timedelta(days=days - 1)
    periods = chart_periods(rows[0].first_stored, rows[0].date)
    return RateSeries([rate for rate in reversed(rows) if rate.date >= start], periods)


@dataclass
class Conversion:
    amount: Decimal
    source: str
    target: str
    result: Decimal
    source_rate: ExchangeRate | None
    target_rate: ExchangeRate | None

    @property
    def is_sample(self) -> bool:
        return any(rate is not None and rate.is_sample for rate in (self.source_rate, self.target_rate))

    @property
    def as_of(self) -> dt.date | None:
        dates = [rate.date for rate in (self.source_rate, self.target_rate) if rate is not None]
        return min(dates) if dates else None


def _rate_for(code: str, day: dt.date) -> ExchangeRate | None:
    if code == MNT:
        return None
    currency = get_currency(code)
    rate = currency.rates.filter(date__lte=day).order_by("-date").first()
    if rate is None:
        raise ApiError("unknown_currency", status=404, text=NO_RATES)
    rate.currency = currency
    return rate


def convert(amount: Decimal, source: str, target: str, day: dt.date) -> Conversion:
    """`amount` of `source` in `target` (either may be MNT, codes upper-case), through tögrög, to the cent."""
    source_rate, target_rate = _rate_for(source, day), _rate_for(target, day)
    mnt = amount if source_rate is None else amount * source_rate.rate_mnt / source_rate.currency.unit
    result = mnt if target_rate is None else mnt * target_rate.currency.unit / target_rate.rate_mnt
    return Conversion(amount, source, target, result.quantize(CENT, rounding=ROUND_HALF_UP), source_rate, target_rate)


def recent_weather(now: dt.datetime | None = None) -> list[WeatherReading]:
    """Each shown city's newest reading if it is recent; an empty list hides the widget."""
    since = (now or timezone.now()) - WEATHER_RECENT
    return list(WeatherReading.objects.latest_per_city().filter(observed_at__gte=since))
