"""The comic screens open."""

import pytest
from django.urls import reverse

from comics.models import Comic

pytestmark = pytest.mark.django_db


def test_comic_screens_open(admin_client):
    comic = Comic.objects.create(title="Шог зураг", is_election=True, election_year=2024)

    assert admin_client.get(reverse("admin:comics_comic_changelist"), {"is_election__exact": "1"}).status_code == 200
    assert admin_client.get(reverse("admin:comics_comic_change", args=[comic.pk])).status_code == 200


def test_the_comic_form_speaks_mongolian_and_still_requires_an_image(admin_client):
    url = reverse("admin:comics_comic_add")
    page = admin_client.get(url).content.decode()
    for label in ("Шог зураг", "Гарчиг", "Сонгуулийн шог зураг", "Сонгуулийн шог зургийн жагсаалтад харагдана."):
        assert label in page, label
    for label in ("Election comic", "Shown in the election comic list.", "Publish date"):
        assert label not in page, label

    form = {"language": "mn", "title": "Зураггүй", "publish_date_0": "2026-11-24", "publish_date_1": "10:00:00",
            "is_published": "on"}
    refused = admin_client.post(url, form)

    assert refused.status_code == 200 and not Comic.objects.exists()
    assert refused.context["adminform"].form.errors["image"] == ["Шог зургийн зургийг заавал оруулна уу."]
