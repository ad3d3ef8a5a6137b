"""Mongolian dates and numbers as CLDR mn writes them (config/formats/mn), wherever Django formats them."""
from datetime import date, datetime

import pytest
from django.utils import timezone, translation
from django.utils.formats import date_format, localize, number_format, time_format

from news.tests import factories

A_MOMENT = datetime(2024, 7, 1, 15, 5)  # in the afternoon: a 12-hour clock would say "3:05"


def test_dates_in_mongolian_are_cldr_mn_with_a_24_hour_clock():
    moment = timezone.make_aware(A_MOMENT)
    with translation.override("mn"):
        assert date_format(date(2024, 7, 1)) == "2024 оны 7-р сарын 1"
        assert date_format(moment, "DATETIME_FORMAT") == "2024 оны 7-р сарын 1 15:05"
        assert date_format(date(2024, 7, 1), "SHORT_DATE_FORMAT") == "2024.07.01"
        assert date_format(moment, "SHORT_DATETIME_FORMAT") == "2024.07.01 15:05"
        assert date_format(date(2024, 12, 9), "YEAR_MONTH_FORMAT") == "2024 оны 12-р сар"
        assert date_format(date(2024, 12, 9), "MONTH_DAY_FORMAT") == "12-р сарын 9"
        assert time_format(moment.time()) == "15:05"
        assert localize(moment) == "2024 оны 7-р сарын 1 15:05"


@pytest.mark.parametrize("month", range(1, 13))
def test_no_mongolian_date_names_a_month_by_its_animal_year(month):
    """Django's `mn` alternative month names (format `E`) are the twelve animals; CLDR numbers the months."""
    with translation.override("mn"):
        shown = date_format(date(2024, month, 15), "DATE_FORMAT")
    assert shown == f"2024 оны {month}-р сарын 15"
    assert not any(animal in shown for animal in ("Хулгана", "Үхэр", "Бар", "Туулай", "Луу", "Могой", "Морь"))


def test_numbers_in_mongolian_group_as_cldr_mn():
    with translation.override("mn"):
        assert number_format(1234567.891, 2, force_grouping=True) == "1,234,567.89"


def test_english_keeps_djangos_own_formats():
    with translation.override("en"):
        assert date_format(date(2024, 7, 1)) == "July 1, 2024"


@pytest.mark.django_db
def test_the_newsrooms_article_list_shows_mongolian_times_on_a_24_hour_clock(editor_client):
    factories.article(title="Үдээс хойшхи мэдээ", publish_date=timezone.make_aware(A_MOMENT))
    html = editor_client.get("/admin/news/article/").content.decode()
    assert "Үдээс хойшхи мэдээ" in html
    assert "2024 оны 7-р сарын 1 15:05" in html
    assert "3:05" not in html and "p.m." not in html
