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
    assert [i.findtext("link") for i in english.iter("item")] == [f"http://testserver/en/{en.lid}/r"]
    by_category = ET.fromstring(client.get(f"/rss/{cat.id}.xml").content)
    assert [i.findtext("title") for i in by_category.iter("item")] == [mn.title]
    assert client.get("/rss/999999.xml").status_code == 404


NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "n": "http://www.google.com/schemas/sitemap-news/0.9"}


def test_sitemaps_list_sections_and_recent_news(client):
    recent = factories.article()
    old = factories.article(publish_date=timezone.now() - timezone.timedelta(days=5))
    sitemap = client.get("/sitemap-articles.xml").content.decode()
    assert f"/{recent.lid}/r" in sitemap and f"/{old.lid}/r" in sitemap
    news = client.get("/news-sitemap.xml").content.decode()
    assert f"/{recent.lid}/r" in news and f"/{old.lid}/r" not in news
    ET.fromstring(news)


def test_sitemaps_are_well_formed_with_their_namespaces_and_escaped_titles(client, settings):
    settings.SITE_URL = "https://news.example.mn"
    article = factories.article(title="Tom & Jerry <live>", language="en")
    ns = NS
    sections = ET.fromstring(client.get("/sitemap-sections.xml").content)
    locations = [loc.text for loc in sections.findall("s:url/s:loc", ns)]
    assert locations[:2] == ["https://news.example.mn/", "https://news.example.mn/en/"]
    articles = ET.fromstring(client.get("/sitemap-articles.xml").content)
    assert f"https://news.example.mn/en/{article.lid}/r" in [loc.text for loc in articles.findall("s:url/s:loc", ns)]
    news = ET.fromstring(client.get("/news-sitemap.xml", HTTP_HOST="127.0.0.1").content)
    [entry] = news.findall("s:url", ns)
    assert entry.find("s:loc", ns).text == f"https://news.example.mn/en/{article.lid}/r"
    assert entry.find("n:news/n:title", ns).text == "Tom & Jerry <live>"
    assert entry.find("n:news/n:publication/n:language", ns).text == "en"
    assert entry.find("n:news/n:publication_date", ns).text.endswith("+08:00")


def test_the_sitemap_index_names_every_page_of_articles_on_the_portal_url(client, settings, monkeypatch):
    """With more articles than a sitemap page holds, every article is still in some listed page."""
    from web import sitemaps

    settings.SITE_URL = "https://news.example.mn"
    monkeypatch.setattr(sitemaps.ArticleSitemap, "limit", 2)
    articles = [factories.article(publish_date=timezone.now() - timezone.timedelta(hours=n)) for n in range(5)]
    index = ET.fromstring(client.get("/sitemap.xml", HTTP_HOST="127.0.0.1").content)
    listed = [loc.text for loc in index.findall("s:sitemap/s:loc", NS)]
    assert listed == [
        "https://news.example.mn/sitemap-sections.xml",
        "https://news.example.mn/sitemap-articles.xml",
        "https://news.example.mn/sitemap-articles.xml?p=2",
        "https://news.example.mn/sitemap-articles.xml?p=3",
    ]
    newest = max(article.updated_at for article in articles).date().isoformat()
    assert index.find("s:sitemap[2]/s:lastmod", NS).text.startswith(newest)
    found = set()
    for url in listed[1:]:
        page = ET.fromstring(client.get(url.removeprefix("https://news.example.mn")).content)
        found |= {loc.text for loc in page.findall("s:url/s:loc", NS)}
    assert {f"https://news.example.mn/{article.lid}/r" for article in articles} <= found
    assert client.get("/sitemap-articles.xml?p=4").status_code == 404
    assert client.get("/sitemap-nothing.xml").status_code == 404
