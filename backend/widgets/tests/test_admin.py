"""The newsroom's widget screens speak Mongolian (LANGUAGE_CODE "mn"; needs the compiled catalogs)."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_exchange_rate_form_is_in_mongolian(editor_client):
    page = editor_client.get(reverse("admin:widgets_exchangerate_add")).content.decode()

    for mongolian in ("Виджетүүд", "Валютын ханш", "Ханш, төгрөг", "Эх сурвалж", "Татсан цаг"):
        assert mongolian in page
    for english in ("Exchange rate", "Rate mnt", "Fetched at"):
        assert english not in page
