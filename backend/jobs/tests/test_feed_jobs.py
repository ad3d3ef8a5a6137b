"""The scheduled feed jobs do what the management commands do, and raise on a failed feed (so they are retried)."""
from decimal import Decimal
from pathlib import Path

import pytest

from widgets import jobs as feed_jobs
from widgets.feeds import FeedError
from widgets.models import City, ExchangeRate, WeatherReading

FIXTURES = Path(__file__).resolve().parents[2] / "widgets" / "tests" / "fixtures"

pytestmark = pytest.mark.django_db


def answering(body: bytes, seen: list[str]):
    def fake_open(request) -> bytes:
        seen.append(request.full_url)
        return body
    return fake_open


def test_the_exchange_rates_job_fetches_the_last_7_days_and_stores_them(monkeypatch):
    seen: list[str] = []
    monkeypatch.setattr("widgets.feeds._open",
                        answering((FIXTURES / "mongolbank_currency_rates.json").read_bytes(), seen))
    assert feed_jobs.fetch_exchange_rates() == 36
    assert len(seen) == 1 and "mongolbank" in seen[0]
    assert ExchangeRate.objects.count() == 36


def test_the_weather_job_stores_a_reading_per_shown_city(monkeypatch):
    for position, (slug, lat, lon) in enumerate([("ulaanbaatar", "47.90771", "106.88324"),
                                                 ("bayan-olgii", "48.96833", "89.9625"),
                                                 ("darkhan-uul", "49.48667", "105.92278")]):
        City.objects.create(slug=slug, name_en=slug, name_mn=slug, latitude=Decimal(lat), longitude=Decimal(lon),
                            position=position)
    seen: list[str] = []
    monkeypatch.setattr("widgets.feeds._open",
                        answering((FIXTURES / "open_meteo_current_3_cities.json").read_bytes(), seen))
    assert feed_jobs.fetch_weather() == 3
    assert WeatherReading.objects.count() == 3


def test_a_feed_that_fails_raises_so_the_job_is_retried(monkeypatch):
    def down(request) -> bytes:
        raise FeedError("could not be reached: timed out")

    monkeypatch.setattr("widgets.feeds._open", down)
    with pytest.raises(FeedError):
        feed_jobs.fetch_exchange_rates()
    assert ExchangeRate.objects.count() == 0
