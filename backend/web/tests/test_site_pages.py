"""The site's own pages (contact, ethics, privacy, about) and the ad slots every page embeds."""
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.utils import timezone

from ads import logic as ads_logic
from ads.models import AdCreative, AdSlot, CreativeKind
from pages.models import ContactInfo, PageSlug, StaticPage
from web import ad_slots
from web.tests.embedded import embedded, read_of

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_state():
    cache.clear()
    ads_logic.forget_slots()
    yield
    cache.clear()
    ads_logic.forget_slots()



@pytest.fixture
def pages():
    for slug in PageSlug.values:
        StaticPage.objects.create(slug=slug, language="mn", title=f"{slug} мн", body_html=f"<p>{slug} монголоор</p>")
        StaticPage.objects.create(slug=slug, language="en", title=f"{slug} en", body_html=f"<p>{slug} in English</p>")
    ContactInfo.objects.create(language="mn", address="Улаанбаатар", web_address="https://example.mn")
    ContactInfo.objects.create(language="en", address="Ulaanbaatar", web_address="https://example.mn")


@pytest.mark.parametrize("slug", ["contact", "ethics", "privacy", "about"])
def test_footer_pages_are_rendered_with_their_data_in_both_languages(client, pages, slug):
    mn = client.get(f"/{slug}")
    assert mn.status_code == 200
    assert read_of(mn, f"/api/cache/pages/{slug}", {})["data"]["title"] == f"{slug} мн"
    assert f"{slug} монголоор" in mn.content.decode()
    en = client.get(f"/en/{slug}")
    assert en.status_code == 200
    assert read_of(en, f"/api/cache/pages/{slug}", {})["data"]["title"] == f"{slug} en"
    assert f"{slug} in English" in en.content.decode()


def test_contact_page_shows_the_contact_details(client, pages):
    html = client.get("/en/contact").content.decode()
    assert "Ulaanbaatar" in html and "https://example.mn" in html


def test_an_unpublished_page_is_a_404(client, pages):
    StaticPage.objects.filter(slug="privacy").update(is_published=False)
    cache.clear()
    assert client.get("/privacy").status_code == 404
    assert client.get("/en/privacy").status_code == 404


def _slot(html_id: str, pages: str = "all", **creative) -> AdSlot:
    slot = AdSlot.objects.create(html_id=html_id, name=html_id, width=293, height=255, pages=pages)
    values = {"name": "x", "kind": CreativeKind.HTML, "html": "<p>Ad</p>", "link_url": "https://example.com",
              "starts_at": timezone.now() - timedelta(days=1)}
    AdCreative.objects.create(slot=slot, **(values | creative))
    return slot


def test_only_slots_with_a_running_creative_are_embedded(client):
    _slot("sidebar-1")
    _slot("big-banner", pages="home")
    _slot("ended", ends_at=timezone.now() - timedelta(hours=1))
    _slot("later", starts_at=timezone.now() + timedelta(days=1))
    _slot("off", is_active=False)
    AdSlot.objects.create(html_id="empty", name="empty", width=300, height=250)
    switched_off = _slot("slot-off")
    AdSlot.objects.filter(pk=switched_off.pk).update(is_active=False)
    _slot("english-only", language="en")
    ads_logic.forget_slots()
    both = {
        "big-banner": {"width": 293, "height": 255, "pages": ["home"]},
        "sidebar-1": {"width": 293, "height": 255, "pages": ["all"]},
    }
    assert ad_slots.filled_slots("mn") == both
    # A slot whose only banner is for the English edition is reserved there alone.
    assert ad_slots.filled_slots("en") == both | {"english-only": {"width": 293, "height": 255, "pages": ["all"]}}
    assert embedded(client.get("/en/"))["adSlots"] == ad_slots.filled_slots("en")
    assert embedded(client.get("/"))["adSlots"] == both


def test_a_broken_ad_table_never_breaks_the_page(client, monkeypatch):
    def broken(now):
        raise RuntimeError("ads database is down")

    monkeypatch.setattr(ads_logic, "current_slots", broken)
    response = client.get("/")
    assert response.status_code == 200
    assert embedded(response)["adSlots"] == {}
