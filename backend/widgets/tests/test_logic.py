"""Demo sample rates and weather."""
import datetime as dt

import pytest
from django.utils import timezone

from widgets.logic import seed_sample_rates, seed_sample_weather
from widgets.models import City, Currency, ExchangeRate, FeedSource, WeatherReading

pytestmark = pytest.mark.django_db


def test_seed_sample_rates() -> None:
    end = dt.date(2024, 6, 28)
    written = seed_sample_rates(days=30, end=end)
    assert written == 30 * 7
    assert ExchangeRate.objects.sample().count() == 210
    assert not ExchangeRate.objects.official().exists()
    assert ExchangeRate.objects.for_currency("USD").first().date == end - dt.timedelta(days=29)
    assert Currency.objects.shown().first().code == "USD"
    before = list(ExchangeRate.objects.order_by("currency__code", "date").values_list("rate_mnt", flat=True))
    assert seed_sample_rates(days=30, end=end) == 210
    after = list(ExchangeRate.objects.order_by("currency__code", "date").values_list("rate_mnt", flat=True))
    assert after == before


def test_seed_sample_rates_keeps_official_rates() -> None:
    end = dt.date(2024, 6, 28)
    usd = Currency.objects.create(code="USD", name_mn="Америк доллар", name_en="US dollar")
    ExchangeRate.objects.create(currency=usd, date=end, rate_mnt=3394, source=FeedSource.MONGOLBANK)
    assert seed_sample_rates(days=2, end=end) == 13
    assert ExchangeRate.objects.get(currency=usd, date=end).source == FeedSource.MONGOLBANK


def test_seed_sample_weather_imports_cities_and_labels_samples() -> None:
    now = timezone.now()
    assert seed_sample_weather(now) == 22
    assert City.objects.count() == 22
    assert WeatherReading.objects.sample().count() == 22
    assert all(reading.is_sample for reading in WeatherReading.objects.latest_per_city())
    assert seed_sample_weather(now) == 22
    assert WeatherReading.objects.count() == 22
