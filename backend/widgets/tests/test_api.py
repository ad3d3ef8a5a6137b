"""The widget endpoints: covid counters and series, exchange rates, the converter and the weather."""
import datetime as dt
from decimal import Decimal

import pytest
from django.utils import timezone

from widgets.importers import import_covid, import_places
from widgets.logic import rate_change, trailing_average
from widgets.models import City, Currency, ExchangeRate, FeedSource, WeatherReading

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



def assert_error(response, status: int, code: str) -> None:
    assert response.status_code == status
    body = response.json()
    assert body["status"] == "error" and body["code"] == code and body["message"]


# --- covid ------------------------------------------------------------------------------------


@pytest.fixture
def covid() -> None:
    import_covid()


def test_covid_counters_are_the_final_reference_figures(client, covid, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get("/api/covid").json()["covid19"]
    assert body["updated"] == "2023-03-09"
    assert (body["total_cases"], body["total_deaths"]) == (1_007_900, 2_136)
    assert body["total_recovered"] is None  # JHU stopped reporting recoveries
    assert body["recovered_last_reported"] == {"date": "2021-08-04", "total_recovered": 158685}
    assert "Johns Hopkins" in body["source"] and body["licence"] == "CC BY 4.0"


def test_covid_cached_twin_is_the_same(client, covid) -> None:
    response = client.get("/api/cache/covid")
    assert response.status_code == 200 and response["ETag"]
    assert response.json() == client.get("/api/covid").json()


def test_covid_without_data_is_null(client) -> None:
    assert client.get("/api/covid").json() == {"covid19": None}


def test_covid_chart_full_series_in_one_query(client, covid, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(1):
        body = client.get("/api/covid-charts").json()
    series = body["series"]
    assert len(series["date"]) == 1143 == len(series["total_cases"])
    assert (body["start"], body["end"]) == ("2020-01-22", "2023-03-09")
    assert series["total_cases"][-1] == 1_007_900 and series["total_deaths"][-1] == 2_136
    assert series["total_recovered"][-1] is None
    assert series["new_cases"][series["date"].index("2022-05-22")] == -1417
    assert "new_cases_avg7" not in series


def test_covid_chart_window_with_average(client, covid) -> None:
    body = client.get("/api/covid-charts?from=2022-01-10&to=2022-01-16&average=1").json()
    series = body["series"]
    assert series["date"] == [f"2022-01-{day}" for day in range(10, 17)]
    # The first day's average uses the six days before the window too.
    full = client.get("/api/covid-charts?from=2022-01-04&to=2022-01-10").json()["series"]["new_cases"]
    assert series["new_cases_avg7"][0] == round(sum(full) / 7, 1)


def test_covid_chart_bad_dates(client, covid) -> None:
    assert_error(client.get("/api/covid-charts?from=abc"), 400, "invalid_date")


def test_covid_chart_period_named_from_its_end_is_that_period(client, covid) -> None:
    backwards = client.get("/api/covid-charts?from=2022-01-16&to=2022-01-10")
    assert backwards.status_code == 200
    assert backwards.json() == client.get("/api/covid-charts?from=2022-01-10&to=2022-01-16").json()


def test_covid_chart_average_from_the_first_days_there_are(client, covid) -> None:
    assert client.get("/api/covid-charts?from=0001-01-03&to=2022-01-16&average=true").status_code == 200


def test_trailing_average() -> None:
    assert trailing_average([7, 7, 7, 7, 7, 7, 7, 14], 7) == [None] * 6 + [7.0, 8.0]


# --- exchange rates ---------------------------------------------------------------------------

DAY = dt.date(2024, 6, 28)


@pytest.fixture
def rates() -> dict[str, Currency]:
    usd = Currency.objects.create(code="USD", name_mn="Америк доллар", name_en="US dollar", position=1)
    jpy = Currency.objects.create(code="JPY", name_mn="Японы иен", name_en="Japanese yen", position=2, unit=100)
    cny = Currency.objects.create(code="CNY", name_mn="Хятад юань", name_en="Chinese yuan", position=3)
    Currency.objects.create(code="SEK", name_mn="Шведийн крон", name_en="Swedish krona", is_shown=False)
    # USD: a weekend gap (the previous available day is 3 days back).
    ExchangeRate.objects.create(currency=usd, date=DAY - dt.timedelta(days=3), rate_mnt=Decimal("3400.0000"))
    ExchangeRate.objects.create(currency=usd, date=DAY, rate_mnt=Decimal("3417.0000"))
    ExchangeRate.objects.create(currency=jpy, date=DAY - dt.timedelta(days=1), rate_mnt=Decimal("2150.0000"),
                                source=FeedSource.SAMPLE)
    ExchangeRate.objects.create(currency=jpy, date=DAY, rate_mnt=Decimal("2139.2500"), source=FeedSource.SAMPLE)
    # CNY: only one day, so no change can be computed.
    ExchangeRate.objects.create(currency=cny, date=DAY - dt.timedelta(days=2), rate_mnt=Decimal("470.5000"))
    return {"USD": usd, "JPY": jpy, "CNY": cny}


def test_rate_change_computation() -> None:
    assert rate_change(Decimal("3417"), Decimal("3400")) == (Decimal("17"), Decimal("0.50"))
    assert rate_change(Decimal("3400"), None) == (None, None)
    assert rate_change(Decimal("2139.25"), Decimal("2150"))[1] == Decimal("-0.50")


def test_exchange_table(client, rates, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(1):
        body = client.get(f"/api/exchange?date={DAY}&lang=en").json()
    assert body["date"] == str(DAY) and body["as_of"] == str(DAY)
    by_code = {row["code"]: row for row in body["rates"]}
    assert list(by_code) == ["USD", "JPY", "CNY"]  # SEK is not shown
    usd = by_code["USD"]
    assert usd["name"] == "US dollar" and usd["rate"] == 3417.0 and usd["unit"] == 1
    assert usd["previous_date"] == str(DAY - dt.timedelta(days=3))
    assert (usd["change"], usd["change_percent"]) == (17.0, 0.5)
    assert usd["is_sample"] is False and usd["source"] == "mongolbank"
    jpy = by_code["JPY"]
    assert jpy["unit"] == 100 and jpy["is_sample"] is True and jpy["source_name"].startswith("Sample")
    assert (jpy["change"], jpy["change_percent"]) == (-10.75, -0.5)
    cny = by_code["CNY"]
    assert cny["date"] == str(DAY - dt.timedelta(days=2))  # "as of" its last rate
    mongolian = {row["code"]: row for row in client.get(f"/api/exchange?date={DAY}&lang=mn").json()["rates"]}
    assert mongolian["JPY"]["source_name"] == "Жишээ (демо өгөгдөл)" and mongolian["USD"]["source_name"] == "Монголбанк"
    assert (cny["change"], cny["change_percent"], cny["previous_rate"]) == (None, None, None)
    assert body["is_sample"] is True


def test_exchange_on_an_earlier_day_and_mongolian_names(client, rates) -> None:
    body = client.get(f"/api/exchange?date={DAY - dt.timedelta(days=1)}").json()
    usd = next(row for row in body["rates"] if row["code"] == "USD")
    assert usd["name"] == "Америк доллар" and usd["rate"] == 3400.0 and usd["change"] is None


def test_exchange_bad_and_empty(client) -> None:
    assert_error(client.get("/api/exchange?date=2024-13-01"), 400, "invalid_date")
    body = client.get("/api/exchange").json()
    assert body["rates"] == [] and body["as_of"] is None


def test_exchange_chart(client, rates, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get(f"/api/exchange-chart?currency=usd&days=7&date={DAY}").json()
    assert body["currency"]["code"] == "USD" and body["days"] == 7
    assert [point["rate"] for point in body["series"]] == [3400.0, 3417.0]
    assert body["start"] == str(DAY - dt.timedelta(days=3)) and body["end"] == str(DAY)


def test_exchange_chart_offers_only_the_periods_its_rates_fill(client, rates) -> None:
    # USD has rates over 4 days: only the shortest period; it draws those days.
    body = client.get(f"/api/exchange-chart?currency=USD&days=365&date={DAY}").json()
    assert body["periods"] == [7] and len(body["series"]) == 2


@pytest.mark.parametrize(("stored_days", "periods"), [
    (20, [7, 30]), (60, [7, 30, 90]), (200, [7, 30, 90, 365]), (400, [7, 30, 90, 365]),
])
def test_exchange_chart_draws_each_period_its_own_days(client, stored_days, periods) -> None:
    eur = Currency.objects.create(code="EUR", name_mn="Евро", name_en="Euro")
    ExchangeRate.objects.bulk_create(
        ExchangeRate(currency=eur, date=DAY - dt.timedelta(days=offset), rate_mnt=Decimal(3700 + offset))
        for offset in range(stored_days)
    )
    drawn = {}
    for period in (7, 30, 90, 365):
        body = client.get(f"/api/exchange-chart?currency=EUR&days={period}&date={DAY}").json()
        assert body["periods"] == periods
        days = min(period, stored_days)  # every stored day, one point a day
        assert len(body["series"]) == days and body["end"] == str(DAY)
        assert body["start"] == str(DAY - dt.timedelta(days=days - 1))
        drawn[period] = days
    assert len({drawn[period] for period in periods}) == len(periods)  # no two offered buttons draw alike


def test_exchange_chart_errors(client, rates) -> None:
    assert_error(client.get("/api/exchange-chart?currency=USD&days=3"), 400, "invalid_days")
    assert_error(client.get("/api/exchange-chart?currency=USD&days=366"), 400, "invalid_days")
    assert_error(client.get("/api/exchange-chart?currency=USD&days=abc"), 400, "invalid_input")
    assert_error(client.get("/api/exchange-chart?currency=XYZ"), 404, "unknown_currency")
    assert_error(client.get("/api/exchange-chart?currency=12"), 400, "invalid_currency")


def test_convert(client, rates) -> None:
    body = client.get(f"/api/exchange/convert?amount=100&from=USD&to=MNT&date={DAY}").json()
    assert body["result"] == "341700.00" and body["rate_date"] == str(DAY) and body["is_sample"] is False
    body = client.get(f"/api/exchange/convert?amount=341700&from=MNT&to=usd&date={DAY}").json()
    assert body["result"] == "100.00"
    body = client.get(f"/api/exchange/convert?amount=1000&from=JPY&to=USD&date={DAY}").json()
    assert body["result"] == str((Decimal(1000) * Decimal("2139.25") / 100 / Decimal(3417)).quantize(Decimal("0.01")))
    assert body["is_sample"] is True


def test_convert_errors(client, rates) -> None:
    for amount in ("abc", "-1", "NaN", "Infinity", "1e30", ""):
        assert_error(client.get(f"/api/exchange/convert?amount={amount}&from=USD"), 400, "invalid_amount")
    assert_error(client.get("/api/exchange/convert?amount=1&from=US"), 400, "invalid_currency")
    assert_error(client.get("/api/exchange/convert?amount=1&from=EUR"), 404, "unknown_currency")
    assert_error(client.get("/api/exchange/convert?amount=1&from=USD&date=x"), 400, "invalid_date")


# --- weather ----------------------------------------------------------------------------------


def test_weather_lists_recent_readings_only(client, django_assert_max_num_queries) -> None:
    import_places()
    now = timezone.now()
    capital = City.objects.get(is_capital=True)
    other = City.objects.exclude(pk=capital.pk).first()
    WeatherReading.objects.create(city=capital, observed_at=now - dt.timedelta(hours=5), temperature_c=1,
                                  weather_code=0, wind_kmh=3)
    WeatherReading.objects.create(city=capital, observed_at=now - dt.timedelta(minutes=30), temperature_c=-4.5,
                                  apparent_c=-9, weather_code=71, wind_kmh=12, humidity=60)
    WeatherReading.objects.create(city=other, observed_at=now - dt.timedelta(hours=4), temperature_c=2,
                                  weather_code=0, wind_kmh=3)
    with django_assert_max_num_queries(1):
        body = client.get("/api/weather?lang=en").json()
    assert [city["slug"] for city in body["cities"]] == [capital.slug]
    city = body["cities"][0]
    assert city["temperature"] == -4.5 and city["apparent"] == -9.0 and city["description"] == "Slight snowfall"
    assert city["observed_at"] and city["fetched_at"] and body["updated"] == city["observed_at"]
    assert "Open-Meteo" in body["source"]
    mongolian = client.get("/api/weather").json()["cities"][0]
    assert mongolian["description"] == "Бага зэргийн цас" and mongolian["name"] == capital.name_mn


def test_weather_is_empty_when_nothing_is_recent(client) -> None:
    import_places()
    city = City.objects.first()
    WeatherReading.objects.create(city=city, observed_at=timezone.now() - dt.timedelta(hours=6), temperature_c=1,
                                  weather_code=0, wind_kmh=3)
    assert client.get("/api/cache/weather").json() == {"cities": [], "updated": None,
                                                       "source": client.get("/api/weather").json()["source"]}
