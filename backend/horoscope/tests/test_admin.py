"""The newsroom's horoscope screens speak Mongolian (LANGUAGE_CODE "mn"; needs the compiled catalogs)."""

import pytest
from django.urls import reverse

from horoscope.models import TarotCard

pytestmark = pytest.mark.django_db


def test_calendar_form_is_in_mongolian(editor_client):
    page = editor_client.get(reverse("admin:horoscope_calendarday_add")).content.decode()

    for mongolian in ("Зурхай", "Цаглабарын өдрүүд", "Билгийн тооллын өдөр", "Мөр гаргахад ээлтэй зүг."):
        assert mongolian in page
    for english in ("Calendar days", "Lunar day", "Favourable direction to set out."):
        assert english not in page


def test_tarot_list_filters_are_in_mongolian(editor_client):
    TarotCard.objects.create(slug="the-fool", name_mn="Тэнэг", name_en="The Fool", meaning_mn="-", meaning_en="-")

    page = editor_client.get(reverse("admin:horoscope_tarotcard_changelist")).content.decode()

    assert "Их аркана" in page and "Тарот хөзрүүд" in page
    assert "Major arcana" not in page
