"""The ad screens: page kinds chosen as checkboxes are stored as a comma list."""

import pytest
from django.urls import reverse

from ads.models import AdCreative, AdSlot

pytestmark = pytest.mark.django_db


def test_slot_is_saved_from_the_form_with_its_page_kinds(admin_client):
    data = {
        "html_id": "article-top",
        "name": "Article top",
        "width": "728",
        "height": "90",
        "pages": ["home", "article"],
        "is_active": "on",
        "creatives-TOTAL_FORMS": "0",
        "creatives-INITIAL_FORMS": "0",
        "creatives-MIN_NUM_FORMS": "0",
        "creatives-MAX_NUM_FORMS": "1000",
    }

    response = admin_client.post(reverse("admin:ads_adslot_add"), data)

    assert response.status_code == 302, response.context["adminform"].form.errors
    slot = AdSlot.objects.get(html_id="article-top")
    assert slot.pages == "article,home"
    assert admin_client.get(reverse("admin:ads_adslot_change", args=[slot.pk])).status_code == 200


def test_creative_list_filters_open(admin_client):
    slot = AdSlot.objects.create(html_id="sidebar-1", name="Sidebar", width=293, height=255)
    AdCreative.objects.create(slot=slot, name="Shop", impressions=10, clicks=1)
    url = reverse("admin:ads_adcreative_changelist")

    for campaign in ("running", "scheduled", "ended"):
        assert admin_client.get(url, {"campaign": campaign}).status_code == 200
    assert admin_client.get(reverse("admin:ads_adslot_changelist")).status_code == 200


def test_creative_screens_are_in_mongolian(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("editor", "e@example.invalid", "pw-for-tests"))
    slot = AdSlot.objects.create(html_id="sidebar-1", name="Sidebar", width=293, height=255)

    form = client.get(reverse("admin:ads_adcreative_add")).content.decode()
    for mongolian in ("Сурталчилгаа", "Агуулга", "Кампанит ажил", "Тоолуур", "Эхлэх хугацаа"):
        assert mongolian in form
    for english in ("Counters", "Starts at", "Alt text", "Link url"):
        assert english not in form

    refused = client.post(reverse("admin:ads_adcreative_add"), {"slot": slot.pk, "name": "Shop", "kind": "image"})
    assert refused.context["adminform"].form.errors["image"] == ["Зурган сурталчилгаанд зураг заавал хэрэгтэй."]
