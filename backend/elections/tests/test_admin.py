"""The newsroom's election screens speak Mongolian (LANGUAGE_CODE "mn"; needs the compiled catalogs)."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_election_form_is_in_mongolian(editor_client):
    page = editor_client.get(reverse("admin:elections_election_add")).content.decode()

    for mongolian in ("Сонгууль", "Бүртгэлтэй сонгогч", "Ирц", "Санал хураалтын өдөр.", "Намуудын дүн", "Тойргууд"):
        assert mongolian in page
    for english in ("Registered voters", "Turnout", "Polling day.", "Party results", "Districts"):
        assert english not in page
