import xml.etree.ElementTree as ET

import pytest
from django.utils import timezone

from news.tests import factories

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



def test_rss_per_language_and_category(client):
    cat = factories.category(name_mn="Спорт", name_en="Sport")
    mn = factories.article(category=cat, title="Бөхийн барилдаан")
    en = factories.article(category=cat, title="Wrestling final", language="en")
    factories.article(title="Өөр мэдээ")
    root = ET.fromstring(client.get("/rss.xml").content)
    titles = [i.findtext("title") for i in root.iter("item")]
    assert "Бөхийн барилдаан" in titles and "Wrestling final" not in titles
    english = ET.fromstring(client.get("/en/rss.xml").content)
    assert [i.findtext("link") for i in english.iter("item")] == [f"http://127.0.0.1:8000/en/{en.lid}/r"]
    by_category = ET.fromstring(client.get(f"/rss/{cat.id}.xml").content)
    assert [i.findtext("title") for i in by_category.iter("item")] == [mn.title]
    assert client.get("/rss/999999.xml").status_code == 404


def test_sitemaps_list_sections_and_recent_news(client):
    recent = factories.article()
    old = factories.article(publish_date=timezone.now() - timezone.timedelta(days=5))
    sitemap = client.get("/sitemap.xml").content.decode()
    assert f"/{recent.lid}/r" in sitemap and f"/{old.lid}/r" in sitemap
    news = client.get("/news-sitemap.xml").content.decode()
    assert f"/{recent.lid}/r" in news and f"/{old.lid}/r" not in news
    ET.fromstring(news)
