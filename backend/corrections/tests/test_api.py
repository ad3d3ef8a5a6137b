"""The corrections list and the article read: what each edition's readers see, paged without gaps."""
from datetime import timedelta

import pytest
from django.utils import timezone

from news.models import ArticleStatus
from news.tests import factories as news

from .factories import correction

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def test_the_list_pages_newest_first_without_skipping_ties(client):
    now = timezone.now()
    article = news.article(title="Усны үнэ")
    # Five corrections, two sharing a time: the cursor's id keeps them apart.
    notes = [correction(article, published_at=now - timedelta(minutes=minutes)) for minutes in (1, 2, 2, 3, 4)]
    expected = sorted(notes, key=lambda note: (note.published_at, note.id), reverse=True)

    seen, query = [], "size=2"
    for _ in range(4):
        page = client.get(f"/api/corrections?{query}").json()["corrections"]
        if not page:
            break
        seen += page
        last = page[-1]
        query = f"size=2&lastDate={last['published_at'].replace('+', '%2B')}&lastId={last['id']}"
    assert [item["id"] for item in seen] == [note.id for note in expected]
    first = seen[0]
    assert first["title"] == "Усны үнэ" and first["lid"] == article.lid
    assert first["kind"] == "correction" and first["text"] == "Огноог засав."
    assert first["published_at"].endswith("+08:00")  # Ulaanbaatar time, as every date of the API


def test_each_edition_lists_its_own_published_articles_corrections(client):
    mongolian = correction(news.article(language="mn"))
    english = correction(news.article(language="en"), text="The date is corrected.")
    correction(news.article(language="en", status=ArticleStatus.DRAFT), text="Of a draft.")
    correction(news.article(language="en", publish_date=timezone.now() + timedelta(hours=2)), text="Scheduled.")

    assert [item["id"] for item in client.get("/api/corrections").json()["corrections"]] == [mongolian.id]
    assert [item["id"] for item in client.get("/api/corrections?lang=en").json()["corrections"]] == [english.id]
    cached = client.get("/api/cache/corrections?lang=en")
    assert cached.status_code == 200 and [item["text"] for item in cached.json()["corrections"]] == [english.text]


def test_a_bad_cursor_is_a_400_in_the_readers_language(client):
    mongolian = client.get("/api/corrections?lastDate=yesterday")
    english = client.get("/api/corrections?lastDate=yesterday&lang=en")
    assert mongolian.status_code == english.status_code == 400
    assert mongolian.json()["code"] == english.json()["code"] == "invalid_date"
    assert english.json()["message"] == "The date is not in a valid format."
    assert mongolian.json()["message"] != english.json()["message"]
    for bad in ("lastId=-1", "lastId=abc", "size=0", "size=51"):
        assert client.get(f"/api/corrections?{bad}").status_code == 400, bad


def test_the_article_read_carries_its_corrections_oldest_first(client):
    article = news.article(language="en")
    now = timezone.now()
    later = correction(article, published_at=now - timedelta(minutes=5), kind="clarification", position="bottom",
                       text="The figure is an estimate.")
    earlier = correction(article, published_at=now - timedelta(hours=1), text="The date is corrected.")
    correction(article, published_at=now + timedelta(hours=1), text="Not yet.")

    entity = client.get(f"/api/news/read/{article.lid}?lang=en").json()["entity"]
    assert [note["id"] for note in entity["corrections"]] == [earlier.id, later.id]
    assert entity["corrections"][1] == {
        "id": later.id, "kind": "clarification", "text": "The figure is an estimate.",
        "published_at": timezone.localtime(later.published_at).isoformat(), "position": "bottom",
    }
    assert client.get(f"/api/news/read/{news.article().lid}").json()["entity"]["corrections"] == []


def test_a_new_correction_reaches_the_cached_article_at_once(client):
    article = news.article()
    assert client.get(f"/api/cache/news/read/{article.lid}").json()["entity"]["corrections"] == []
    correction(article, text="Нэрийг засав.")
    notes = client.get(f"/api/cache/news/read/{article.lid}").json()["entity"]["corrections"]
    assert [note["text"] for note in notes] == ["Нэрийг засав."]
