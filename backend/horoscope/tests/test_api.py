"""The horoscope pages, the day colour, the eastern footprint and the image assets."""
import datetime as dt

import pytest
from django.utils import timezone

from common.models import Language
from horoscope import logic
from horoscope.importers import import_zodiac
from horoscope.logic import asset_names, daily_card, seed_sample_month
from horoscope.models import CalendarDay, EasternForecast, TarotCard, YearCycle

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

DAY = dt.date(2024, 6, 2)



@pytest.fixture
def month() -> None:
    import_zodiac()
    seed_sample_month(dt.date(2024, 6, 1), days=30)


def assert_error(response, status: int, code: str) -> None:
    assert response.status_code == status
    body = response.json()
    assert body["status"] == "error" and body["code"] == code and body["message"]


def test_calendar_is_the_default_page(client, month, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get(f"/api/horoscope?date={DAY}&lang=en").json()
    assert body["page"] == "calendar" and body["date"] == str(DAY) and body["is_sample"] is True
    calendar = body["calendar"]
    assert calendar["is_sample"] is True and calendar["good_for"].startswith("Sample:")
    assert calendar["lunar_day"] is None  # never made up: it must come from an almanac
    assert body["year"]["year"] == 2024 and body["year"]["animal"]["key"] == "dragon"
    assert body["year"]["name"] == "Wood Dragon" and body["year"]["name_mn"] == "хөх луу"
    mongolian = client.get(f"/api/cache/horoscope/calendar?date={DAY}").json()
    assert mongolian["calendar"]["good_for"].startswith("Жишээ:") and mongolian["year"]["name"] == "хөх луу"


def test_calendar_year_turns_at_tsagaan_sar(client, month) -> None:
    YearCycle.objects.filter(year=2024).update(new_year_date=dt.date(2024, 2, 10))
    assert client.get("/api/horoscope/calendar?date=2024-02-09").json()["year"]["year"] == 2023
    assert client.get("/api/horoscope/calendar?date=2024-02-10").json()["year"]["year"] == 2024


def test_calendar_day_with_lunar_fields(client, month) -> None:
    CalendarDay.objects.create(date=dt.date(2024, 8, 1), lunar_day=27, lunar_month=6, day_animal="tiger",
                               menge_mn="Цагаан", menge_en="White")
    body = client.get("/api/horoscope/calendar?date=2024-08-01&lang=en").json()
    assert body["calendar"]["lunar_day"] == 27 and body["calendar"]["menge"] == "White"
    assert body["calendar"]["day_animal"] == {"key": "tiger", "name": "Tiger", "name_mn": "Бар", "name_en": "Tiger"}
    assert body["is_sample"] is False
    assert client.get("/api/horoscope/calendar?date=2024-09-01").json()["calendar"] is None


def test_zodiac_page(client, month, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get(f"/api/horoscope/zodiac?date={DAY}&lang=en").json()
    signs = body["signs"]
    assert [s["slug"] for s in signs][:3] == ["aries", "taurus", "gemini"] and len(signs) == 12
    assert body["current_sign"] == "gemini"
    assert signs[0]["name"] == "Aries" and signs[0]["symbol"] == "♈"
    assert signs[0]["image"] == "/static/horoscope/zodiac/aries.svg"
    assert all(s["has_text"] and s["text"].startswith("Sample text.") for s in signs)
    empty = client.get("/api/horoscope/zodiac?date=2025-01-01").json()
    assert empty["signs"][0]["text"] == "" and empty["signs"][0]["has_text"] is False and not empty["is_sample"]


def test_zodiac_sign_page(client, month, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get(f"/api/horoscope/zodiac/Leo?date={DAY}").json()
    assert body["sign"]["slug"] == "leo" and body["sign"]["name"] == "Арслан"
    assert body["sign"]["text"].startswith("Жишээ текст.")
    assert_error(client.get("/api/horoscope/zodiac/ophiuchus"), 404, "not_found")


def test_tarot_daily_card_is_chosen_by_date(client, month, django_assert_max_num_queries) -> None:
    for number, slug in enumerate(["the-fool", "the-magician", "the-high-priestess"]):
        TarotCard.objects.create(slug=slug, name_mn=slug, name_en=slug.replace("-", " ").title(), number=number,
                                 meaning_mn="утга", meaning_en="meaning", image_asset=f"tarot/{slug}.svg",
                                 position=number)
    TarotCard.objects.create(slug="hidden", name_mn="x", name_en="x", meaning_mn="x", meaning_en="x",
                             is_active=False)
    with django_assert_max_num_queries(1):
        body = client.get(f"/api/horoscope/tarot?date={DAY}&lang=en").json()
    assert [c["slug"] for c in body["cards"]] == ["the-fool", "the-magician", "the-high-priestess"]
    assert body["cards"][0]["image"] == "/static/horoscope/tarot/the-fool.svg"
    assert body["card_back"] == "/static/horoscope/tarot/back.svg"
    again = client.get(f"/api/horoscope/tarot?date={DAY}&lang=en").json()
    assert body["daily_card"] == again["daily_card"] and body["daily_card"]["card"]["meaning"] == "meaning"
    picks = {client.get(f"/api/horoscope/tarot?date=2024-06-{day:02d}").json()["daily_card"]["card"]["slug"]
             for day in range(1, 31)}
    assert len(picks) > 1  # it changes with the date


def test_daily_card_without_cards() -> None:
    assert daily_card([], DAY) is None


def test_eastern_page(client, month, django_assert_max_num_queries) -> None:
    EasternForecast.objects.create(year=2024, animal="ox", language=Language.ENGLISH, text="Ox text")
    EasternForecast.objects.create(year=2024, animal="rat", language=Language.ENGLISH, text="Rat text",
                                   is_sample=True)
    with django_assert_max_num_queries(2):
        body = client.get(f"/api/horoscope/eastern?date={DAY}&lang=en").json()
    assert body["year"]["animal"]["name"] == "Dragon" and body["year"]["element"] == "wood"
    assert [f["animal"]["key"] for f in body["forecasts"]] == ["rat", "ox"]  # cycle order
    assert body["is_sample"] is True


def test_unknown_page_and_bad_date(client, month) -> None:
    assert_error(client.get("/api/horoscope/bogus"), 404, "not_found")
    assert_error(client.get("/api/horoscope/calendar?date=2024-02-30"), 400, "invalid_date")
    assert_error(client.get("/api/cache/horoscope/zodiac?date=abc"), 400, "invalid_date")


def test_day_color(client, month, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(1):
        body = client.get(f"/api/horoscope/daycolor?date={DAY}&lang=en").json()
    colour = body["daycolor"]
    assert colour["date"] == str(DAY) and colour["colour_hex"].startswith("#") and colour["is_sample"] is True
    assert colour["advice"].startswith("Sample advice")
    assert_error(client.get("/api/horoscope/daycolor?date=2031-01-01"), 404, "not_found")
    assert_error(client.get("/api/cache/horoscope/daycolor?date=2031-01-01"), 404, "not_found")
    assert_error(client.get("/api/horoscope/daycolor?date=01.06.2024"), 400, "invalid_date")


def test_footprint(client, month, django_assert_max_num_queries) -> None:
    EasternForecast.objects.create(year=2025, animal="snake", language=Language.MONGOLIAN, text="Могойн жил")
    EasternForecast.objects.create(year=2024, animal="dragon", language=Language.ENGLISH, text="Dragon year")
    with django_assert_max_num_queries(3):
        body = client.get("/api/2025/horoscope/eastern/footprint").json()
    year = body["year"]
    assert (year["animal"]["name_mn"], year["animal"]["name_en"]) == ("Могой", "Snake")
    assert year["element_mn"] and year["element_en"] and year["colour_mn"] and year["colour_en"]
    assert body["forecasts"] == [{"animal": {"key": "snake", "name": "Могой", "name_mn": "Могой",
                                             "name_en": "Snake"}, "text": "Могойн жил", "is_sample": False}]
    english = client.get("/api/2025/horoscope/eastern/footprint?lang=en").json()
    assert english["forecasts"] == []
    # Each edition links only the years it has forecasts for.
    assert (body["years"], english["years"]) == ([2025], [2024])


def test_footprint_years_offer_no_year_to_come(client, month) -> None:
    """Next year's forecasts may be written ahead; its link comes with its first day."""
    this_year = timezone.localdate().year
    for year in (this_year - 1, this_year, this_year + 1):
        EasternForecast.objects.create(year=year, animal="snake", language=Language.MONGOLIAN, text="Жил")
    assert logic.forecast_years(Language.MONGOLIAN) == [this_year, this_year - 1]
    assert logic.forecast_years(Language.MONGOLIAN, today=dt.date(this_year + 1, 1, 1)) == [
        this_year + 1, this_year, this_year - 1]


def test_footprint_errors(client, month) -> None:
    assert_error(client.get("/api/1990/horoscope/eastern/footprint"), 404, "not_found")
    assert_error(client.get("/api/99999999999/horoscope/eastern/footprint"), 400, "invalid_year")
    assert_error(client.get("/api/abc/horoscope/eastern/footprint"), 400, "invalid_input")


def test_assets_exist_for_every_sign_and_the_card_back(month) -> None:
    from horoscope.models import ZodiacSign

    names = asset_names()
    assert all(sign.image_asset in names for sign in ZodiacSign.objects.all())
    assert "tarot/back.svg" in names and len([n for n in names if n.startswith("tarot/") and n.endswith(".svg")]) > 3


@pytest.mark.parametrize("name", ["zodiac/aries.svg", "zodiac/aries", "aries"])
def test_asset_url(client, name) -> None:
    body = client.get(f"/api/horoscope/asset/{name}").json()
    assert body == {"name": name, "url": "/static/horoscope/zodiac/aries.svg"}


@pytest.mark.parametrize("name", ["unicorn", "zodiac/unicorn.png", "..%2Fsettings.py", "odd{name}"])
def test_unknown_asset_is_module_not_found(client, name) -> None:
    response = client.get(f"/api/horoscope/asset/{name}")
    assert response.status_code == 404
    shown = name.replace("%2F", "/")
    assert response.json() == {"status": "error", "code": "MODULE_NOT_FOUND",
                               "message": f"Cannot find module '{shown}'"}


def test_asset_files_are_served_as_static(client) -> None:
    response = client.get("/static/horoscope/zodiac/aries.svg")
    assert response.status_code == 200
    content = b"".join(response.streaming_content) if response.streaming else response.content
    assert b"<svg" in content
