"""Feed parsers on recorded answers, and the fetch commands with fake and failing fetchers."""
import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from widgets.feeds import (
    FeedError,
    mongolbank_rates_url,
    open_meteo_url,
    parse_mongolbank_rates,
    parse_open_meteo_current,
)
from widgets.models import City, Currency, ExchangeRate, FeedSource, WeatherReading

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).parent / "fixtures"
RATES_ANSWER = (FIXTURES / "mongolbank_currency_rates.json").read_bytes()
WEATHER_ANSWER = (FIXTURES / "open_meteo_current_3_cities.json").read_bytes()


def fake_fetcher(body: bytes, seen: list[str] | None = None):
    """A fetcher that records the URL and answers `body`."""
    def fetch(url: str) -> bytes:
        if seen is not None:
            seen.append(url)
        return body
    return fetch


def failing_fetcher(url: str) -> bytes:
    raise FeedError(f"{url} could not be reached: timed out")


def oserror_fetcher(url: str) -> bytes:
    raise ConnectionResetError("connection reset by peer")


# --- Bank of Mongolia -------------------------------------------------------------------------


def test_parse_mongolbank_rates_fixture() -> None:
    rates = parse_mongolbank_rates(RATES_ANSWER)
    by_key = {(rate.code, rate.date): rate.rate_mnt for rate in rates}
    assert by_key[("USD", dt.date(2024, 6, 28))] == Decimal("3394.00")
    assert by_key[("GBP", dt.date(2024, 6, 27))] == Decimal("4295.12")
    assert by_key[("KRW", dt.date(2024, 6, 28))] == Decimal("2.46")
    assert ("KPW", dt.date(2024, 6, 28)) not in by_key  # "-" means no rate
    assert ("XAU", dt.date(2024, 6, 28)) not in by_key  # "" means no rate
    assert len(rates) == 2 * 18


@pytest.mark.parametrize(
    "body",
    [
        b"<html>Service unavailable</html>",
        b'{"success": false, "data": []}',
        b'{"success": true, "data": []}',
        b'{"success": true}',
        b'{"success": true, "data": [{"USD": "3,394.00"}]}',
        b'{"success": true, "data": [{"RATE_DATE": "yesterday", "USD": "3,394.00"}]}',
        b'{"success": true, "data": [{"RATE_DATE": "2024-06-28", "USD": "abc"}]}',
        b'{"success": true, "data": [{"RATE_DATE": "2024-06-28", "USD": "-3"}]}',
    ],
)
def test_parse_mongolbank_rates_refuses_garbage(body: bytes) -> None:
    with pytest.raises(FeedError):
        parse_mongolbank_rates(body)


def test_parse_mongolbank_accepts_dotted_dates() -> None:
    rates = parse_mongolbank_rates('{"data": [{"RATE_DATE": "2024.06.28", "USD": " 3,394.5 "}]}')
    assert rates[0].date == dt.date(2024, 6, 28) and rates[0].rate_mnt == Decimal("3394.5")


def test_rates_url_puts_dates_in_query() -> None:
    url = mongolbank_rates_url(dt.date(2024, 6, 22), dt.date(2024, 6, 28))
    assert url == "https://www.mongolbank.mn/mn/currency-rates/data?startDate=2024-06-22&endDate=2024-06-28"


def test_fetch_exchange_rates_stores_rates() -> None:
    seen: list[str] = []
    call_command("fetch_exchange_rates", "--date", "2024-06-28", fetcher=fake_fetcher(RATES_ANSWER, seen))
    assert seen == [mongolbank_rates_url(dt.date(2024, 6, 22), dt.date(2024, 6, 28))]
    assert ExchangeRate.objects.count() == 36
    usd = ExchangeRate.objects.get(currency__code="USD", date=dt.date(2024, 6, 28))
    assert usd.rate_mnt == Decimal("3394.0000") and usd.source == FeedSource.MONGOLBANK
    assert Currency.objects.get(code="USD").name_mn == "Америк доллар"
    table = ExchangeRate.objects.on_or_before(dt.date(2024, 6, 30))
    assert {rate.date for rate in table} == {dt.date(2024, 6, 28)}
    assert table.first().currency.code == "USD"
    assert ExchangeRate.objects.on_or_before(dt.date(2024, 6, 27)).get(currency__code="EUR").rate_mnt == Decimal(
        "3631.51"
    )
    assert not ExchangeRate.objects.on_or_before(dt.date(2024, 6, 26)).exists()
    assert [r.date for r in ExchangeRate.objects.for_currency("usd")] == [dt.date(2024, 6, 27), dt.date(2024, 6, 28)]
    # A second run with the same answer changes nothing.
    before = list(ExchangeRate.objects.order_by("pk").values_list("currency_id", "date", "rate_mnt", "source"))
    call_command("fetch_exchange_rates", "--date", "2024-06-28", fetcher=fake_fetcher(RATES_ANSWER))
    assert list(ExchangeRate.objects.order_by("pk").values_list("currency_id", "date", "rate_mnt", "source")) == before


def test_official_rates_replace_samples() -> None:
    from widgets.logic import seed_sample_rates

    seed_sample_rates(days=3, end=dt.date(2024, 6, 28))
    assert ExchangeRate.objects.get(currency__code="USD", date=dt.date(2024, 6, 28)).is_sample
    call_command("fetch_exchange_rates", "--date", "2024-06-28", fetcher=fake_fetcher(RATES_ANSWER))
    usd = ExchangeRate.objects.get(currency__code="USD", date=dt.date(2024, 6, 28))
    assert not usd.is_sample and usd.rate_mnt == Decimal("3394")


@pytest.mark.parametrize("fetcher", [failing_fetcher, oserror_fetcher, fake_fetcher(b"<html>oops</html>")])
def test_fetch_exchange_rates_failure_stores_nothing(fetcher, caplog: pytest.LogCaptureFixture) -> None:
    with pytest.raises(CommandError, match="Exchange rates not updated"):
        call_command("fetch_exchange_rates", "--date", "2024-06-28", fetcher=fetcher)
    assert not ExchangeRate.objects.exists()
    assert not Currency.objects.exists()
    assert "Exchange rates not updated" in caplog.text


def test_fetch_exchange_rates_failure_exits_non_zero() -> None:
    """manage.py turns a CommandError into this exit status."""
    with pytest.raises(CommandError) as raised:
        call_command("fetch_exchange_rates", fetcher=failing_fetcher)
    assert raised.value.returncode == 1


# --- Open-Meteo -------------------------------------------------------------------------------


@pytest.fixture
def three_cities() -> list[City]:
    rows = [
        ("ulaanbaatar", 47.90771, 106.88324),
        ("bayan-olgii", 48.96833, 89.9625),
        ("darkhan-uul", 49.48667, 105.92278),
    ]
    return [
        City.objects.create(slug=slug, name_en=slug, name_mn=slug, latitude=Decimal(str(lat)),
                            longitude=Decimal(str(lon)), position=position)
        for position, (slug, lat, lon) in enumerate(rows)
    ]


def test_parse_open_meteo_fixture() -> None:
    readings = parse_open_meteo_current(WEATHER_ANSWER, expected=3)
    ub, olgii, darkhan = readings
    assert ub.observed_at == dt.datetime(2024, 6, 28, 6, 15, tzinfo=dt.UTC)
    assert olgii.observed_at == dt.datetime(2024, 6, 28, 7, 15, tzinfo=dt.UTC)  # Asia/Hovd is UTC+7
    assert (ub.temperature_c, ub.apparent_c, ub.weather_code, ub.wind_kmh, ub.humidity) == (
        Decimal("24.3"), Decimal("22.1"), 2, Decimal("12.6"), 38
    )
    assert ub.is_day is True
    assert (darkhan.humidity, darkhan.apparent_c, darkhan.weather_code) == (None, None, 80)


def test_parse_open_meteo_single_location() -> None:
    body = (
        '{"latitude": 47.9, "longitude": 106.875, "timezone": "Asia/Ulaanbaatar", '
        '"current": {"time": "2024-01-15T08:00", "temperature_2m": -27.4, "weather_code": 0, "wind_speed_10m": 3}}'
    )
    (reading,) = parse_open_meteo_current(body, expected=1)
    assert reading.observed_at == dt.datetime(2024, 1, 15, 0, 0, tzinfo=dt.UTC)
    assert reading.temperature_c == Decimal("-27.4") and reading.humidity is None and reading.is_day is None


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (b"not json", 1),
        (b'{"error": true, "reason": "Latitude must be in range"}', 1),
        (WEATHER_ANSWER, 2),
        (b'[{"current": {"time": "2024-06-28T14:15", "temperature_2m": "warm", "weather_code": 1,'
         b' "wind_speed_10m": 1}, "utc_offset_seconds": 0}]', 1),
        (b'[{"current": {"time": "later", "temperature_2m": 1, "weather_code": 1, "wind_speed_10m": 1}}]', 1),
        (b'[{"current": {"time": "2024-06-28T14:15", "temperature_2m": 1, "wind_speed_10m": 1}}]', 1),
        (b'[{"hourly": {}}]', 1),
    ],
)
def test_parse_open_meteo_refuses_garbage(body: bytes, expected: int) -> None:
    with pytest.raises(FeedError):
        parse_open_meteo_current(body, expected)


def test_open_meteo_url_has_all_points() -> None:
    url = open_meteo_url([(Decimal("47.90771"), Decimal("106.88324")), (48.96833, 89.9625)])
    assert "latitude=47.90771,48.96833" in url and "longitude=106.88324,89.9625" in url
    assert "timezone=auto" in url and "weather_code" in url


def test_fetch_weather_stores_readings(three_cities: list[City]) -> None:
    seen: list[str] = []
    call_command("fetch_weather", fetcher=fake_fetcher(WEATHER_ANSWER, seen))
    assert len(seen) == 1 and "latitude=47.90771,48.96833,49.48667" in seen[0]
    assert WeatherReading.objects.count() == 3
    latest = list(WeatherReading.objects.latest_per_city())
    assert [reading.city.slug for reading in latest] == ["ulaanbaatar", "bayan-olgii", "darkhan-uul"]
    assert latest[0].temperature_c == Decimal("24.3") and latest[0].source == FeedSource.OPEN_METEO
    assert latest[0].description("mn") == "Багавтар үүлтэй" and latest[0].description("en") == "Partly cloudy"
    since = dt.datetime(2024, 6, 28, 6, 0, tzinfo=dt.UTC)
    assert WeatherReading.objects.recent(since).count() == 3
    call_command("fetch_weather", fetcher=fake_fetcher(WEATHER_ANSWER))
    assert WeatherReading.objects.count() == 3  # same observation time, updated in place


@pytest.mark.parametrize(
    "fetcher", [failing_fetcher, oserror_fetcher, fake_fetcher(b"{}"), fake_fetcher(b'[{"current": {}}]')]
)
def test_fetch_weather_failure_stores_nothing(three_cities: list[City], fetcher) -> None:
    with pytest.raises(CommandError, match="Weather not updated"):
        call_command("fetch_weather", fetcher=fetcher)
    assert not WeatherReading.objects.exists()


def test_fetch_weather_without_cities_fails() -> None:
    with pytest.raises(CommandError, match="import_reference_places"):
        call_command("fetch_weather", fetcher=fake_fetcher(WEATHER_ANSWER))
