"""The comic screens open."""

import pytest
from django.urls import reverse

from comics.models import Comic

pytestmark = pytest.mark.django_db


def test_comic_screens_open(admin_client):
    comic = Comic.objects.create(title="Шог зураг", is_election=True, election_year=2024)

    assert admin_client.get(reverse("admin:comics_comic_changelist"), {"is_election__exact": "1"}).status_code == 200
    assert admin_client.get(reverse("admin:comics_comic_change", args=[comic.pk])).status_code == 200
