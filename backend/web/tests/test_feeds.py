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


def test_sitemaps_are_well_formed_with_their_namespaces_and_escaped_titles(client, settings):
    settings.SITE_URL = "https://news.example.mn"
    article = factories.article(title="Tom & Jerry <live>", language="en")
    sitemap = ET.fromstring(client.get("/sitemap.xml").content)
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "n": "http://www.google.com/schemas/sitemap-news/0.9"}
    locations = [loc.text for loc in sitemap.findall("s:url/s:loc", ns)]
    assert locations[:2] == ["https://news.example.mn/", "https://news.example.mn/en/"]
    assert f"https://news.example.mn/en/{article.lid}/r" in locations
    news = ET.fromstring(client.get("/news-sitemap.xml", HTTP_HOST="127.0.0.1").content)
    [entry] = news.findall("s:url", ns)
    assert entry.find("s:loc", ns).text == f"https://news.example.mn/en/{article.lid}/r"
    assert entry.find("n:news/n:title", ns).text == "Tom & Jerry <live>"
    assert entry.find("n:news/n:publication/n:language", ns).text == "en"
    assert entry.find("n:news/n:publication_date", ns).text.endswith("+08:00")
