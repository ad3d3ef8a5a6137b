"""Static page behaviour: one page per slug and language, sanitised body, language fallback."""

import pytest
from django.db import IntegrityError, transaction

from pages.models import ContactInfo, PageSlug, StaticPage

pytestmark = pytest.mark.django_db


def test_body_html_is_sanitised_on_save():
    page = StaticPage.objects.create(
        slug=PageSlug.ETHICS,
        title="Ёс зүй",
        body_html='<p onclick="x()">Дүрэм</p><img src="https://cdn.mn/a.png" onerror="alert(1)">'
        '<script>alert(2)</script><a href="javascript:alert(3)">link</a>',
    )

    page.refresh_from_db()
    assert "<script" not in page.body_html and "alert" not in page.body_html
    assert "onerror" not in page.body_html and "onclick" not in page.body_html
    assert "<p>Дүрэм</p>" in page.body_html


def test_one_page_per_slug_and_language():
    StaticPage.objects.create(slug=PageSlug.ABOUT, language="mn", title="Бидний тухай")
    StaticPage.objects.create(slug=PageSlug.ABOUT, language="en", title="About us")

    with pytest.raises(IntegrityError), transaction.atomic():
        StaticPage.objects.create(slug=PageSlug.ABOUT, language="en", title="Again")


def test_for_slug_falls_back_to_mongolian_and_skips_unpublished():
    mongolian = StaticPage.objects.create(slug=PageSlug.PRIVACY, language="mn", title="Нууцлал")
    StaticPage.objects.create(slug=PageSlug.PRIVACY, language="en", title="Privacy", is_published=False)

    assert StaticPage.objects.for_slug(PageSlug.PRIVACY, "en") == mongolian
    assert StaticPage.objects.for_slug(PageSlug.CONTACT, "en") is None
    assert list(StaticPage.objects.published().in_language("en")) == []


def test_contact_details_one_per_language_with_fallback():
    mongolian = ContactInfo.objects.create(language="mn", address="Улаанбаатар", news_email="news@example.mn")

    assert ContactInfo.objects.for_language("en") == mongolian
    with pytest.raises(IntegrityError), transaction.atomic():
        ContactInfo.objects.create(language="mn")
