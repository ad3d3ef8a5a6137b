"""Ad model behaviour: slots per page kind, running creatives by dates, HTML sanitising, renditions."""

import io
from datetime import timedelta

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import IntegrityError, transaction
from django.utils import timezone
from PIL import Image

from ads.models import AdCreative, AdSlot, CreativeKind

pytestmark = pytest.mark.django_db


def png_upload(width: int = 293, height: int = 255, name: str = "banner.png") -> SimpleUploadedFile:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (250, 200, 0)).save(buffer, "PNG")
    return SimpleUploadedFile(name, buffer.getvalue(), content_type="image/png")


def make_slot(html_id: str = "sidebar-1", **fields) -> AdSlot:
    return AdSlot.objects.create(**({"html_id": html_id, "name": html_id, "width": 293, "height": 255} | fields))


def make_creative(slot: AdSlot, **fields) -> AdCreative:
    return AdCreative.objects.create(**({"slot": slot, "name": "Advertiser"} | fields))


def test_slot_pages_are_normalised_and_matched_by_kind():
    everywhere = make_slot("sidebar-1")
    article_top = make_slot("article-top", pages=" Article , home,article")
    make_slot("big-banner", pages="home")
    make_slot("category-top", pages="category", is_active=False)

    assert article_top.pages == "article,home"
    assert article_top.shows_on("article") and not article_top.shows_on("category")
    assert everywhere.pages == "all" and everywhere.shows_on("category")
    assert set(AdSlot.objects.for_page("article")) == {everywhere, article_top}
    assert set(AdSlot.objects.active().for_page("category")) == {everywhere}


def test_unknown_page_kind_is_refused():
    with pytest.raises(ValidationError):
        make_slot("x", pages="home,sidebar")


def test_html_id_is_unique():
    make_slot("hover-ad")
    with pytest.raises(IntegrityError), transaction.atomic():
        make_slot("hover-ad")


def test_running_creatives_are_active_in_an_active_slot_and_inside_their_dates():
    now = timezone.now()
    slot = make_slot()
    off_slot = make_slot("hover-ad", is_active=False)
    running = make_creative(slot, starts_at=now - timedelta(days=1), ends_at=now + timedelta(days=1))
    open_ended = make_creative(slot, starts_at=now - timedelta(days=1))
    make_creative(slot, starts_at=now + timedelta(days=1))  # not started
    make_creative(slot, starts_at=now - timedelta(days=5), ends_at=now - timedelta(days=1))  # ended
    make_creative(slot, starts_at=now - timedelta(days=1), is_active=False)
    make_creative(off_slot, starts_at=now - timedelta(days=1))

    assert set(AdCreative.objects.running(now)) == {running, open_ended}
    assert set(AdCreative.objects.running(now).for_slot("hover-ad")) == set()
    assert running.is_running(now) and not running.is_running(now + timedelta(days=2))


def test_weight_is_at_least_one():
    with pytest.raises(IntegrityError), transaction.atomic():
        make_creative(make_slot(), weight=0)


def test_creative_html_is_sanitised_on_save():
    creative = make_creative(
        make_slot(),
        kind=CreativeKind.HTML,
        html='<a href="https://shop.mn" onclick="x()"><img src="https://cdn.mn/a.png" onerror="alert(1)"></a>'
        "<script>alert('x')</script>",
    )

    creative.refresh_from_db()
    assert "<script" not in creative.html and "alert" not in creative.html
    assert "onerror" not in creative.html and "onclick" not in creative.html
    assert 'href="https://shop.mn"' in creative.html and 'src="https://cdn.mn/a.png"' in creative.html


def test_a_creative_needs_content_of_its_kind():
    slot = make_slot()
    with pytest.raises(ValidationError):
        AdCreative(slot=slot, name="n", kind=CreativeKind.IMAGE).full_clean()
    with pytest.raises(ValidationError):
        AdCreative(slot=slot, name="n", kind=CreativeKind.HTML, html="  ").full_clean()


def test_click_through_rate():
    assert AdCreative(impressions=400, clicks=3).click_through_rate == 0.75
    assert AdCreative().click_through_rate == 0.0


def test_renditions_are_made_for_an_uploaded_banner(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    creative = make_creative(make_slot(), image=png_upload(293, 255))

    assert set(creative.renditions) == {"160", "293"}
    assert creative.image_url(200).endswith("-293.webp")
    creative.full_clean()
