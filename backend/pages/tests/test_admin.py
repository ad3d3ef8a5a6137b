"""The static page screens open."""

import pytest
from django.urls import reverse

from pages.models import ContactInfo, StaticPage

pytestmark = pytest.mark.django_db


def test_page_screens_open(admin_client):
    page = StaticPage.objects.create(slug="about", title="Бидний тухай")
    ContactInfo.objects.create(language="mn")

    assert admin_client.get(reverse("admin:pages_staticpage_changelist")).status_code == 200
    assert admin_client.get(reverse("admin:pages_staticpage_change", args=[page.pk])).status_code == 200
    assert admin_client.get(reverse("admin:pages_contactinfo_changelist")).status_code == 200


def test_the_page_screens_speak_mongolian(admin_client):
    StaticPage.objects.create(slug="ethics", title="Ёс зүй")

    listing = admin_client.get(reverse("admin:pages_staticpage_changelist")).content.decode()
    assert "Хуудас" in listing and "Нийтлэгдсэн" in listing
    assert "Static page" not in listing and "Is published" not in listing

    contact = admin_client.get(reverse("admin:pages_contactinfo_add")).content.decode()
    for label in ("Холбоо барих мэдээлэл", "Борлуулалт, маркетинг", "Мэдээний албаны утас", "Вэб хаяг"):
        assert label in contact, label
    for label in ("Sales and marketing", "News team phone", "Web address"):
        assert label not in contact, label
