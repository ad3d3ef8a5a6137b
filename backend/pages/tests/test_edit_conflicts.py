"""Two editors of one static page or site notice: the second save is refused (common/edit_conflicts.py)."""
import pytest
from django.urls import reverse

from common.tests.edit_forms import form_values, two_saves
from pages.models import SiteNotice, StaticPage

pytestmark = pytest.mark.django_db


def test_the_second_save_of_a_page_is_refused_with_what_changed_and_keeps_the_typed_body():
    page = StaticPage.objects.create(slug="about", title="Бидний тухай", body_html="<p>Бид 1990 онд үүссэн.</p>")
    url = reverse("admin:pages_staticpage_change", args=[page.pk])

    refused, _, _ = two_saves(url, {"body_html": "<p>Бид 1991 онд үүссэн.</p>"}, {"title": "Бидний түүх"})

    text = refused.content.decode()
    assert refused.status_code == 200 and "<del>1990</del> <ins>1991</ins>" in text
    assert StaticPage.objects.get(pk=page.pk).title == "Бидний тухай"
    shown = form_values(refused)
    assert shown["title"] == ["Бидний түүх"] and shown["body_html"] == ["<p>Бид 1991 онд үүссэн.</p>"]


def test_the_second_save_of_the_site_notice_is_refused():
    notice = SiteNotice.objects.create(text="Туршилтын агуулга", is_demo=True)
    url = reverse("admin:pages_sitenotice_change", args=[notice.pk])

    refused, _, _ = two_saves(url, {"text": "Жинхэнэ агуулга"}, {"language": "mn", "text": "Өөр мөр"})

    assert refused.status_code == 200 and "Жинхэнэ агуулга" in refused.content.decode()
    assert SiteNotice.objects.get(pk=notice.pk).text == "Жинхэнэ агуулга"
