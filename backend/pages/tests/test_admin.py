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
