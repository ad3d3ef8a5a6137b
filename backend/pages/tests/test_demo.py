"""The demo pages: all four in both languages, with contact details, and safe to run twice."""

import random

import pytest
from django.utils import timezone

from pages.demo import seed_demo_content
from pages.models import ContactInfo, StaticPage

pytestmark = pytest.mark.django_db


def test_demo_pages_in_both_languages(client):
    seed_demo_content(random.Random(1), timezone.now())
    summary = seed_demo_content(random.Random(1), timezone.now())

    assert summary.startswith("pages: 8")
    assert StaticPage.objects.count() == 8 and ContactInfo.objects.count() == 2
    for language in ("mn", "en"):
        titles = [p["title"] for p in client.get(f"/api/pages?lang={language}").json()["pages"]]
        assert len(titles) == 4
        contact = client.get(f"/api/pages/contact?lang={language}").json()["contact"]
        assert contact["sales_phone"].startswith("+976") and contact["news_email"].endswith("@example.mn")
        ethics = client.get(f"/api/pages/ethics?lang={language}").json()
        assert ethics["language"] == language and len(ethics["body_html"]) > 500
    english_ethics = client.get("/api/pages/ethics?lang=en").json()["body_html"]
    assert "administrator may delete comments" in english_ethics and "no responsibility" in english_ethics
