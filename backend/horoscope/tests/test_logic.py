"""Sample month content for the horoscope pages."""
import datetime as dt

import pytest

from common.models import Language
from horoscope.logic import seed_sample_month
from horoscope.models import CalendarDay, DailyHoroscope, DayColor, ZodiacSign

pytestmark = pytest.mark.django_db

START = dt.date(2024, 6, 1)


def test_seed_sample_month_writes_both_languages() -> None:
    result = seed_sample_month(START, days=30)
    assert (result.horoscopes, result.day_colors, result.calendar_days) == (12 * 30 * 2, 30 * 2, 30)
    assert ZodiacSign.objects.count() == 12  # imported on demand
    assert not DailyHoroscope.objects.real().exists()
    texts = DailyHoroscope.objects.for_day(START, Language.ENGLISH)
    assert texts.count() == 12 and texts.first().sign.slug == "aries"
    assert all(text.text.startswith("Sample text.") for text in texts)
    assert DailyHoroscope.objects.for_day(START, Language.MONGOLIAN).first().text.startswith("Жишээ текст.")
    colour = DayColor.objects.for_day(START, Language.MONGOLIAN)
    assert colour.is_sample and colour.colour_hex.startswith("#")
    days = CalendarDay.objects.between(START, START + dt.timedelta(days=29))
    assert days.count() == 30 and all(day.is_sample and day.lunar_day is None for day in days)
    assert not CalendarDay.objects.real().exists()


def test_seed_sample_month_is_repeatable_and_keeps_newsroom_rows() -> None:
    seed_sample_month(START, days=3)
    aries = ZodiacSign.objects.get(slug="aries")
    DailyHoroscope.objects.filter(sign=aries, date=START, language=Language.MONGOLIAN).update(
        text="Редакцийн бичсэн текст", is_sample=False
    )
    DayColor.objects.filter(date=START, language=Language.ENGLISH).update(colour_name="Gold", is_sample=False)
    result = seed_sample_month(START, days=3)
    assert (result.horoscopes, result.day_colors, result.calendar_days) == (12 * 3 * 2 - 1, 3 * 2 - 1, 3)
    assert DailyHoroscope.objects.count() == 72 and DayColor.objects.count() == 6 and CalendarDay.objects.count() == 3
    assert DailyHoroscope.objects.get(sign=aries, date=START, language=Language.MONGOLIAN).text == (
        "Редакцийн бичсэн текст"
    )
    assert DayColor.objects.get(date=START, language=Language.ENGLISH).colour_name == "Gold"
