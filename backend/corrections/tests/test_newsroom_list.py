"""The newsroom's list of every correction: newest first, with the article and the revision; filtered by kind,
edition and place, searched, in Mongolian; its query count does not grow with its rows."""
from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from news.tests import factories as news

from .factories import correction

pytestmark = pytest.mark.django_db

LIST = reverse("admin:corrections_correction_changelist")


def test_the_list_shows_every_correction_newest_first_with_its_article_and_revision(editor_client):
    now = timezone.now()
    old = news.article(title="Mongolian story")
    new = news.article(title="English story", language="en")
    correction(old, text="Оны тоог засав.", published_at=now - timedelta(days=2), revision=old.history.get())
    correction(new, text="The figure is an estimate.", kind="clarification", published_at=now)
    page = editor_client.get(LIST).content.decode()
    assert page.index("The figure is an estimate.") < page.index("Оны тоог засав.")
    assert reverse("admin:news_article_change", args=[old.pk]) in page
    assert reverse("admin:news_article_simple_history", args=[old.pk, old.history.get().history_id]) in page
    for words in ("Залруулга, тодруулга", "Залруулсан хувилбар", "English", "Монгол"):
        assert words in page, words


def test_filters_and_search(editor_client):
    correction(news.article(title="Төсвийн мэдээ"), text="Тоог засав.")
    correction(news.article(title="Budget story", language="en"), text="Clarified.", kind="clarification")
    english = editor_client.get(LIST, {"article__language__exact": "en"}).content.decode()
    assert "Clarified." in english and "Тоог засав." not in english
    clarifications = editor_client.get(LIST, {"kind__exact": "clarification"}).content.decode()
    assert "Clarified." in clarifications and "Тоог засав." not in clarifications
    by_title = editor_client.get(LIST, {"q": "Төсвийн"}).content.decode()
    assert "Тоог засав." in by_title and "Clarified." not in by_title
    by_text = editor_client.get(LIST, {"q": "Clarified"}).content.decode()
    assert "Clarified." in by_text and "Тоог засав." not in by_text


def test_the_lists_query_count_does_not_grow_with_its_rows(editor_client):
    def queries() -> int:
        with CaptureQueriesContext(connection) as captured:
            assert editor_client.get(LIST).status_code == 200
        return len(captured)

    article = news.article()
    correction(article, revision=article.history.get())
    queries()  # the session's first request records its activity (accounts/, at most once a minute)
    few = queries()
    for n in range(15):
        other = news.article(title=f"Story {n}")
        correction(other, text=f"Fix {n}.", revision=other.history.get())
    assert queries() == few
