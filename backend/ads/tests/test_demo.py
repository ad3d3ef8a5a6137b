"""The demo ads: every slot of the layout, labelled banners, and campaigns that exercise the date rules."""

import io
import random

import pytest
from django.core.cache import cache
from django.utils import timezone
from PIL import Image

from ads import logic
from ads.demo import BRANDS, SLOTS, banner_picture, seed_demo_content
from ads.models import AdCreative, AdSlot

pytestmark = pytest.mark.django_db


def test_demo_ads_fill_every_slot_and_are_served(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    cache.clear()
    logic.forget_slots()
    now = timezone.now()

    summary = seed_demo_content(random.Random(1), now)

    assert summary.startswith("ads: 7 slots")
    sizes = {s.html_id: (s.width, s.height, s.pages) for s in AdSlot.objects.all()}
    assert sizes["sidebar-1"] == (293, 255, "all") and sizes["hover-ad"] == (1170, 514, "home")
    assert sizes["article-top"] == (728, 90, "article") and sizes["big-banner"] == (1170, 250, "home")
    creatives = list(AdCreative.objects.all())
    assert all(1 <= AdCreative.objects.filter(slot=slot).count() <= 3 for slot in AdSlot.objects.all())
    assert any(c.ends_at and c.ends_at < now for c in creatives)
    assert any(c.starts_at > now for c in creatives)
    assert all(c.renditions for c in creatives if c.kind == "image")

    ids = "&".join(f"htmlids[]={s.html_id}" for s in SLOTS)
    article = client.get(f"/api/ads?{ids}&page=article").json()["slots"]
    home = client.get(f"/api/ads?{ids}&page=home").json()["slots"]
    assert [s["html_id"] for s in article] == [
        "sidebar-1",
        "sidebar-2",
        "article-top",
        "article-inline",
        "article-bottom",
    ]
    assert [s["html_id"] for s in home] == ["sidebar-1", "sidebar-2", "big-banner", "hover-ad"]
    # Each edition fills every slot with banners in its own language.
    for lang in ("mn", "en"):
        for kind, expected in (("article", [s["html_id"] for s in article]), ("home", [s["html_id"] for s in home])):
            served = client.get(f"/api/ads?{ids}&page={kind}&lang={lang}").json()["slots"]
            assert [s["html_id"] for s in served] == expected
            languages = {AdCreative.objects.get(pk=s["creative"]["id"]).language for s in served}
            assert languages == {lang}, (lang, kind, languages)

    assert seed_demo_content(random.Random(1), now).startswith("ads: 0 slots")  # existing slots are kept


def test_banners_have_the_slot_size():
    for spec in SLOTS:
        picture = Image.open(io.BytesIO(banner_picture(BRANDS[0], spec.width, spec.height)))
        assert picture.size == (spec.width, spec.height)
