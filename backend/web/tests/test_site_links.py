"""Absolute links follow the address the portal is served at (web/site_url.py): the request's host and
scheme, or SITE_URL when it is set; a cached page, feed or sitemap never carries one host's links to
another host's readers."""
import json
import re
import xml.etree.ElementTree as ET
from urllib.parse import quote

import pytest

from news.tests import factories

from .embedded import embedded

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

CANONICAL = re.compile(r'<link rel="canonical" href="([^"]+)"')
ALTERNATE = re.compile(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"')
OG_URL = re.compile(r'<meta property="og:url" content="([^"]+)"')
JSON_LD = re.compile(r'<script type="application/ld\+json">(.*?)</script>', re.S)
NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def links(page) -> dict:
    """Every absolute link of an article page a reader or a crawler follows."""
    html = page.content.decode()
    news = json.loads(JSON_LD.search(html).group(1))
    return {
        "canonical": CANONICAL.search(html).group(1),
        "alternates": ALTERNATE.findall(html),
        "og:url": OG_URL.search(html).group(1),
        "json-ld": news["mainEntityOfPage"],
        "site": embedded(page)["siteUrl"],
        "html": html,
    }


@pytest.fixture
def pair():
    original = factories.article(title="Төсөв батлагдлаа")
    return original, factories.article(title="The budget is passed", language="en", translation_of=original)


def test_an_article_page_links_to_the_host_and_port_it_was_asked_at_each_host_its_own(client, pair):
    original, translation = pair
    for host in ("localhost:18765", "127.0.0.1:9001", "localhost:18765"):  # the last from the cache
        site = f"http://{host}"
        found = links(client.get(f"/{original.lid}/r", HTTP_HOST=host))
        assert found["site"] == site
        assert found["canonical"] == found["og:url"] == found["json-ld"] == f"{site}/{original.lid}/r"
        assert found["alternates"] == [("mn", f"{site}/{original.lid}/r"), ("en", f"{site}/en/{translation.lid}/r"),
                                       ("x-default", f"{site}/{original.lid}/r")]
        # The share links the server drew name the article on this host.
        assert f"sharer.php?u={quote(f'{site}/{original.lid}/r', safe='')}" in found["html"]


def test_behind_a_proxy_the_scheme_is_the_one_the_proxy_names(client, settings, pair):
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    original, _ = pair
    secure = links(client.get(f"/{original.lid}/r", HTTP_HOST="localhost", HTTP_X_FORWARDED_PROTO="https"))
    assert secure["canonical"] == f"https://localhost/{original.lid}/r"
    plain = links(client.get(f"/{original.lid}/r", HTTP_HOST="localhost"))
    assert plain["canonical"] == f"http://localhost/{original.lid}/r"


def test_site_url_when_set_names_every_link_whatever_the_host(client, settings, pair):
    settings.SITE_URL = "https://news.example.mn/"
    original, translation = pair
    found = links(client.get(f"/en/{translation.lid}/r", HTTP_HOST="localhost:18765"))
    assert found["site"] == "https://news.example.mn"
    assert found["canonical"] == found["og:url"] == f"https://news.example.mn/en/{translation.lid}/r"
    assert ("mn", f"https://news.example.mn/{original.lid}/r") in found["alternates"]
    robots = client.get("/robots.txt", HTTP_HOST="localhost:18765").content.decode()
    assert "Sitemap: https://news.example.mn/sitemap.xml" in robots


def test_a_host_outside_allowed_hosts_gets_no_page(client):
    article = factories.article()
    assert client.get(f"/{article.lid}/r", HTTP_HOST="evil.example").status_code == 400


def test_feeds_and_sitemaps_link_to_the_host_they_were_asked_at_each_host_its_own(client):
    article = factories.article(language="en", title="Wrestling final")
    for host in ("localhost:18765", "127.0.0.1:9001", "localhost:18765"):
        site = f"http://{host}"
        feed = ET.fromstring(client.get("/en/rss.xml", HTTP_HOST=host).content).find("channel")
        assert feed.findtext("link") == f"{site}/en/"
        assert [item.findtext("link") for item in feed.iter("item")] == [f"{site}/en/{article.lid}/r"]
        index = ET.fromstring(client.get("/sitemap.xml", HTTP_HOST=host).content)
        assert [loc.text for loc in index.findall("s:sitemap/s:loc", NS)][0] == f"{site}/sitemap-sections.xml"
        articles = ET.fromstring(client.get("/sitemap-articles.xml", HTTP_HOST=host).content)
        assert [loc.text for loc in articles.findall("s:url/s:loc", NS)] == [f"{site}/en/{article.lid}/r"]
        assert f"Sitemap: {site}/sitemap.xml" in client.get("/robots.txt", HTTP_HOST=host).content.decode()


def test_feeds_and_sitemaps_use_site_url_when_set(client, settings):
    settings.SITE_URL = "https://news.example.mn"
    article = factories.article(language="en")
    feed = ET.fromstring(client.get("/en/rss.xml", HTTP_HOST="localhost:18765").content).find("channel")
    assert [item.findtext("link") for item in feed.iter("item")] == [f"https://news.example.mn/en/{article.lid}/r"]
    sections = ET.fromstring(client.get("/sitemap-sections.xml", HTTP_HOST="localhost:18765").content)
    assert [loc.text for loc in sections.findall("s:url/s:loc", NS)][:2] == [
        "https://news.example.mn/", "https://news.example.mn/en/"]
