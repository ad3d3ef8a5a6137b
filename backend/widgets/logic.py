"""Widget use-cases: refreshing rates and weather from their feeds, and demo sample data."""
from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from .feeds import (
    FeedError,
    Fetcher,
    fetch_mongolbank_rates,
    fetch_open_meteo_current,
    get_bytes,
    post_bytes,
)
from .importers import import_places
from .models import City, Currency, ExchangeRate, FeedSource, WeatherReading

# Currencies the Bank of Mongolia quotes, in widget order: code -> (Mongolian, English).
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


def seed_sample_rates(days: int = 30, end: dt.date | None = None) -> int:
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
