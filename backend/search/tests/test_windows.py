"""Ranking within windows of time (search/engines.py): the newest window first, widened while an older
story could still rank on the page, bounded by CANDIDATES. The same answers on SQLite, which ranks
every match in one query; the bound itself is PostgreSQL's only."""
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from news.tests import factories
from search import engines

pytestmark = pytest.mark.django_db


def ids(client, query: str, **params) -> list[int]:
    response = client.get("/api/news/search", {"query": query, **params})
    assert response.status_code == 200, response.content
    return [item["id"] for item in response.json()["result"]]


def days_ago(days: float):
    return timezone.now() - timedelta(days=days)


def test_a_story_older_than_every_window_is_found(client):
    old = factories.article(title="Тэмээний уралдаан", publish_date=days_ago(600))
    factories.article(title="Морины уралдаан", publish_date=days_ago(1))
    assert ids(client, "тэмээ") == [old.id]
    assert ids(client, "тэмээ", sort="date") == [old.id]


def unrelated(count: int) -> None:
    """Stories without the word: FTS5's bm25 weighs a word by how rare it is, and in a handful of
    stories that all hold it, it weighs nothing (title and body alike)."""
    for n in range(count):
        factories.article(title=f"Спортын мэдээ {n}", publish_date=days_ago(n))


def test_a_title_match_of_last_week_beats_todays_body_matches(client):
    unrelated(12)
    titled = factories.article(title="Тэмээний уралдаан", publish_date=days_ago(6))
    mentions = [
        factories.article(title=f"Өдрийн мэдээ {n}", body_html="<p>Тэмээ бас гарна.</p>", publish_date=days_ago(n / 10))
        for n in range(3)
    ]
    found = ids(client, "тэмээ", size=3)
    assert found[0] == titled.id
    assert set(found[1:]) <= {m.id for m in mentions}


def test_newest_first_pages_walk_across_windows(client):
    ages = (1, 20, 90, 300)
    stories = [factories.article(title=f"Тэмээ {n}", publish_date=days_ago(age)) for n, age in enumerate(ages)]
    walked: list[int] = []
    params: dict = {"sort": "date", "size": 1}
    for _ in stories:
        response = client.get("/api/news/search", {"query": "тэмээ", **params}).json()
        walked += [item["id"] for item in response["result"]]
        last = response["result"][-1]
        params = {"sort": "date", "size": 1, "lastDate": last["publish_date"], "lastId": last["id"]}
    assert walked == [s.id for s in stories]


@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite ranks every match in one query")
def test_a_crowded_window_is_ranked_as_the_whole(client, monkeypatch):
    monkeypatch.setattr(engines, "CANDIDATES", 3)
    unrelated(12)
    titled = factories.article(title="Тэмээний уралдаан", publish_date=days_ago(10))
    mentions = [
        factories.article(title=f"Өдрийн мэдээ {n}", body_html="<p>Тэмээ бас гарна.</p>", publish_date=days_ago(n / 10))
        for n in range(3)
    ]
    # Three matches in the newest week fill the bound: the older title match is not looked for.
    assert set(ids(client, "тэмээ", size=3)) == {m.id for m in mentions}
    monkeypatch.setattr(engines, "CANDIDATES", 500)
    assert ids(client, "тэмээ", size=3)[0] == titled.id
