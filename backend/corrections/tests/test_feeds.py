"""The corrections feed of each edition: RSS 2.0, titled in its language, newest first."""
import xml.etree.ElementTree as ET
from datetime import timedelta

import pytest
from django.utils import timezone

from news.models import ArticleStatus
from news.tests import factories as news

from .factories import correction

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def test_each_edition_has_its_corrections_feed(client):
    now = timezone.now()
    article = news.article(language="en", title="Water prices")
    older = correction(article, published_at=now - timedelta(hours=1), text="The date is corrected.")
    newer = correction(article, published_at=now, kind="clarification", text="The figure is an estimate.")
    correction(news.article(language="en", status=ArticleStatus.DRAFT), text="Of a draft.")
    correction(news.article(title="Усны үнэ"), text="Огноог засав.")

    response = client.get("/en/corrections/rss")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/rss+xml")
    channel = ET.fromstring(response.content).find("channel")
    assert channel is not None
    assert channel.findtext("title") == "Corrections and clarifications · Daily News Mongolia"
    assert channel.findtext("link") == "http://testserver/en/corrections"
    items = list(channel.iter("item"))
    assert [item.findtext("description") for item in items] == [newer.text, older.text]
    assert items[0].findtext("title") == "Clarification: Water prices"
    assert items[0].findtext("link") == f"http://testserver/en/{article.lid}/r"

    mongolian = ET.fromstring(client.get("/corrections/rss").content).find("channel")
    assert mongolian is not None
    assert mongolian.findtext("title") == "Залруулга, тодруулга · Өдрийн мэдээ"
    assert [item.findtext("title") for item in mongolian.iter("item")] == ["Залруулга: Усны үнэ"]
