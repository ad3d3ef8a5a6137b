"""The corrections screen and the article page, drawn on the server with their corrections, in both editions."""
from datetime import timedelta

import pytest
from django.utils import timezone

from news.tests import factories as news
from web.tests.embedded import read_of

from .factories import correction

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


@pytest.mark.parametrize(("language", "prefix", "label"), [("mn", "", "Залруулга"), ("en", "/en", "Correction")])
def test_the_corrections_screen_lists_the_editions_corrections(client, language, prefix, label):
    article = news.article(language=language, title=f"Title {language}")
    correction(article, text=f"Fixed in {language}.")
    response = client.get(f"{prefix}/corrections")
    assert response.status_code == 200
    listed = read_of(response, "/api/cache/corrections", {"size": 20})["data"]["corrections"]
    assert [item["text"] for item in listed] == [f"Fixed in {language}."]
    html = response.content.decode()
    assert f"Fixed in {language}." in html and f"Title {language}" in html and label in html
    assert f'href="{prefix}/{article.lid}/r"' in html
    assert f'href="{prefix}/corrections/rss"' in html


def test_the_article_page_shows_its_corrections_where_the_editor_placed_them(client):
    article = news.article(language="en", body_html="<p>The body of the story.</p>")
    now = timezone.now()
    correction(article, text="The date is corrected.", published_at=now - timedelta(minutes=2))
    correction(article, text="The figure is an estimate.", kind="clarification", position="bottom")
    html = client.get(f"/en/{article.lid}/r").content.decode()
    texts = ("The date is corrected.", "The body of the story.", "The figure is an estimate.")
    top, body, bottom = (html.index(text) for text in texts)
    assert top < body < bottom
    assert "Clarification" in html


@pytest.mark.parametrize(("prefix", "title"), [("", "Залруулга, тодруулга"), ("/en", "Corrections and clarifications")])
def test_the_corrections_page_names_its_feed_in_the_head(client, prefix, title):
    html = client.get(f"{prefix}/corrections").content.decode()
    head = html[: html.index("</head>")]
    assert f'<link rel="alternate" type="application/rss+xml" href="{prefix}/corrections/rss" title="{title} · ' in head
    front = client.get(f"{prefix}/").content.decode()
    assert "/corrections/rss" not in front[: front.index("</head>")]  # the corrections screen's own feed
