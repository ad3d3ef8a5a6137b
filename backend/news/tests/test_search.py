import pytest
from django.db import connection

from news.folding import loose, query_forms, transliterate

from . import factories

pytestmark = pytest.mark.django_db


def test_loose_folds_case_and_the_letters_phones_type_alike():
    assert loose("ӨНӨӨДӨР Үнэ") == "оноодор унэ"
    assert loose("Улаанбаатар") == "улаанбаатар"


def test_latin_typing_is_transliterated():
    assert transliterate("ulaanbaatar") == "улаанбаатар"
    assert transliterate("khuuli") == "хуули"
    assert query_forms("Onoodor") == ["onoodor", "оноодор"]
    assert query_forms("Өнөөдөр") == ["оноодор"]


def search(client, query: str, **params) -> dict:
    response = client.get("/api/news/search", {"query": query, **params})
    assert response.status_code == 200, response.content
    return response.json()


def test_cyrillic_search_ignores_case_on_every_database(client):
    hit = factories.article(title="Өнөөдөр Улаанбаатарт цас орно")
    factories.article(title="Спортын мэдээ")
    assert [i["id"] for i in search(client, "УЛААНБААТАРТ")["result"]] == [hit.id]
    assert [i["id"] for i in search(client, "өнөөдөр")["result"]] == [hit.id]


def test_latin_typed_query_finds_the_cyrillic_article(client):
    hit = factories.article(title="Улаанбаатарт шинэ сургууль")
    assert [i["id"] for i in search(client, "ulaanbaatart")["result"]] == [hit.id]


def test_english_articles_are_found_as_typed(client):
    hit = factories.article(title="Mongolia opens a railway", language="en")
    assert [i["id"] for i in search(client, "RAILWAY", lang="en")["result"]] == [hit.id]


def test_title_matches_rank_before_body_matches_and_paging_walks_both(client):
    body_only = [
        factories.article(title=f"Өөр гарчиг {n}", body_html="<p>Ховор үг тэмээ энд байна</p>") for n in range(3)
    ]
    in_title = [factories.article(title=f"Тэмээ наадам {n}") for n in range(3)]
    first = search(client, "тэмээ", size=4)
    ids = [i["id"] for i in first["result"]]
    assert ids[:3] == [a.id for a in sorted(in_title, key=lambda a: a.publish_date, reverse=True)]
    assert first["phase"] == 2
    last = first["result"][-1]
    second = search(client, "тэмээ", size=4, lastDate=last["publish_date"], lastId=last["id"], phase=2)
    served = ids + [i["id"] for i in second["result"]]
    assert sorted(served) == sorted(a.id for a in in_title + body_only)
    assert len(served) == len(set(served))


@pytest.mark.parametrize("query, code", [("", "empty_query"), ("   ", "empty_query"), ("я" * 101, "query_too_long")])
def test_empty_or_long_queries_get_a_clear_message(client, query, code):
    response = client.get("/api/news/search", {"query": query, "lang": "en"})
    assert response.status_code == 400
    assert response.json()["code"] == code and response.json()["message"]


def test_search_uses_the_trigram_index_on_postgresql():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only")
    with connection.cursor() as cursor:
        cursor.execute("SET enable_seqscan = off")
        cursor.execute("EXPLAIN SELECT id FROM news_article WHERE search_text LIKE %s", ["%тэмээ%"])
        plan = " ".join(row[0] for row in cursor.fetchall())
        cursor.execute("SET enable_seqscan = on")
    assert "article_search_text_trgm" in plan
