"""The demo pages: all four in both languages, with contact details, and safe to run twice."""

import random

import pytest
from django.utils import timezone

from pages.demo import NOTICE, seed_demo_content
from pages.logic import is_demo_portal
from pages.models import ContactInfo, SiteNotice, StaticPage

pytestmark = pytest.mark.django_db


def test_demo_pages_in_both_languages(client):
    seed_demo_content(random.Random(1), timezone.now())
    summary = seed_demo_content(random.Random(1), timezone.now())

    assert summary.startswith("pages: 8")
    assert StaticPage.objects.count() == 8 and ContactInfo.objects.count() == 2
    assert SiteNotice.objects.count() == 2 and is_demo_portal()
    for language in ("mn", "en"):
        titles = [p["title"] for p in client.get(f"/api/pages?lang={language}").json()["pages"]]
        assert len(titles) == 4
        contact = client.get(f"/api/pages/contact?lang={language}").json()["contact"]
        assert contact["sales_phone"].startswith("+976") and contact["news_phone"].startswith("+976")
        # A newsroom in Ulaanbaatar, on the reserved .example domain so no one writes to a real one.
        assert "Улаанбаатар" in contact["address"] or "Ulaanbaatar" in contact["address"]
        assert contact["news_email"].endswith(".example") and contact["sales_email"].endswith(".example")
        assert contact["web_address"] == "https://www.odriin-medee.example"
        page = client.get(f"/api/pages/contact?lang={language}").json()["body_html"]
        assert ("зохиомол" in page) if language == "mn" else ("fictional" in page)
        ethics = client.get(f"/api/pages/ethics?lang={language}").json()
        assert ethics["language"] == language and len(ethics["body_html"]) > 500
    english_ethics = client.get("/api/pages/ethics?lang=en").json()["body_html"]
    assert "administrator may delete comments" in english_ethics and "no responsibility" in english_ethics


def test_demo_is_said_once_in_the_footer_of_each_edition(client, settings):
    """The site notice is in every page's data, in that edition's language; the pages say it no more."""
    seed_demo_content(random.Random(1), timezone.now())
    for language, prefix in (("mn", ""), ("en", "/en")):
        html = client.get(f"{prefix}/contact").content.decode()
        assert NOTICE[language] in html
        other = NOTICE["en" if language == "mn" else "mn"]
        assert other not in html
    assert "Энэ сайтын мэдээ" in NOTICE["mn"] and "demo content" in NOTICE["en"]
    for page in StaticPage.objects.exclude(slug="contact"):
        assert "demo" not in page.body_html.lower() and "демо" not in page.body_html.lower()


def test_a_hidden_notice_leaves_the_pages_and_the_newsroom_reminder(client):
    seed_demo_content(random.Random(1), timezone.now())
    SiteNotice.objects.update(is_shown=False)
    assert NOTICE["en"] not in client.get("/en/contact").content.decode()
    assert not is_demo_portal()


def test_the_newsroom_front_page_reminds_editors_of_the_demo(editor_client):
    assert "seed_demo" not in editor_client.get("/admin/").content.decode()
    seed_demo_content(random.Random(1), timezone.now())
    page = editor_client.get("/admin/").content.decode()
    assert 'id="demo-content-note"' in page and "/admin/pages/sitenotice/" in page
