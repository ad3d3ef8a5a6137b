"""GET /api/news/search: word forms, Latin typing, typos, ranking, filters, paging and bad input."""
from datetime import timedelta

import pytest
from django.utils import timezone

from news.tests import factories

pytestmark = pytest.mark.django_db


def search(client, query: str, **params) -> dict:
    response = client.get("/api/news/search", {"query": query, **params})
    assert response.status_code == 200, response.content
    return response.json()


def ids(client, query: str, **params) -> list[int]:
    return [item["id"] for item in search(client, query, **params)["result"]]


def test_cyrillic_search_ignores_case(client):
    hit = factories.article(title="Өнөөдөр Улаанбаатарт цас орно")
    factories.article(title="Спортын мэдээ")
    assert ids(client, "УЛААНБААТАРТ") == [hit.id]
    assert ids(client, "өнөөдөр") == [hit.id]


@pytest.mark.parametrize("typed", ["сургуулийн", "сургуулиуд", "сургуульд", "сургуулиас"])
def test_an_inflected_word_finds_the_story(client, typed):
    hit = factories.article(title="Шинэ сургууль нээгдлээ")
    factories.article(title="Спортын мэдээ")
    assert ids(client, typed) == [hit.id]


@pytest.mark.parametrize("title, typed", [
    ("Мэдээллийн технологийн сургалт", "мэдээлэл"),
    ("Газрын тосны үнэ өслөө", "газар"),
    ("Шинэ журмын төсөл", "журам"),
])
def test_vowels_dropped_before_a_suffix_still_match(client, title, typed):
    hit = factories.article(title=title)
    assert ids(client, typed) == [hit.id]


def test_o_and_u_with_bars_are_letters_of_their_own(client):
    wrestling = factories.article(title="Бөхийн барилдаан")
    factories.article(title="Агаарын бохирдол буурлаа")
    assert ids(client, "бөх") == [wrestling.id]


@pytest.mark.parametrize("typed", ["ulaanbaatart", "ulaanbaatar", "Ulaanbaatar"])
def test_latin_typing_finds_the_cyrillic_story(client, typed):
    hit = factories.article(title="Улаанбаатарт шинэ сургууль")
    assert ids(client, typed) == [hit.id]


def test_informal_latin_for_barred_vowels(client):
    hit = factories.article(title="Хөрөнгийн биржийн арилжаа")
    assert hit.id in ids(client, "hurungu")


def test_english_place_names_in_any_romanization(client):
    hit = factories.article(title="Lake Khuvsgul draws record visitors", language="en")
    for typed in ("Khuvsgul", "Khövsgöl", "Hovsgol"):
        assert ids(client, typed, lang="en") == [hit.id], typed


def test_english_words_are_stemmed(client):
    hit = factories.article(title="Mongolia opens a railway", language="en")
    assert ids(client, "RAILWAYS", lang="en") == [hit.id]
    assert ids(client, "opening", lang="en") == [hit.id]


def test_a_word_with_one_letter_missing_doubled_swapped_or_wrong(client):
    hit = factories.article(title="Ерөнхий сайдын уулзалт")
    for typed in ("уулалт", "уулззалт", "уузлалт", "уулзалд"):
        assert ids(client, typed) == [hit.id], typed


def test_did_you_mean_when_nothing_is_found(client):
    factories.article(title="Ерөнхий сайдын уулзалт")
    answer = search(client, "уулаат")  # two letters off: not corrected, suggested
    assert answer["result"] == []
    assert answer["suggestion"] == "уулзалт"
    assert search(client, "уулзалт")["suggestion"] is None


def test_title_ranks_above_lead_above_body(client):
    now = timezone.now()
    body = factories.article(title="Өөр", body_html="<p>Тэмээ энд</p>", publish_date=now - timedelta(minutes=1))
    lead = factories.article(title="Өөр мэдээ", lead="Тэмээ энд", publish_date=now - timedelta(minutes=2))
    title = factories.article(title="Тэмээ наадам", publish_date=now - timedelta(minutes=3))
    assert ids(client, "тэмээ") == [title.id, lead.id, body.id]


def test_every_word_in_any_order_ranks_first(client):
    some = factories.article(title="Улаанбаатарт цас орно")
    every = factories.article(
        title="Шинэ сургууль Улаанбаатарт нээгдлээ", publish_date=timezone.now() - timedelta(days=3)
    )
    answer = search(client, "сургууль шинэ улаанбаатар")
    assert [i["id"] for i in answer["result"]] == [every.id, some.id]


def test_a_good_match_from_last_week_beats_a_weak_one_from_today(client):
    weak = factories.article(title="Өөр мэдээ", body_html="<p>Тэмээ энд</p>")
    good = factories.article(title="Тэмээ наадам", publish_date=timezone.now() - timedelta(days=6))
    assert ids(client, "тэмээ") == [good.id, weak.id]
    assert ids(client, "тэмээ", sort="date") == [weak.id, good.id]


def test_exact_word_ranks_above_another_form(client):
    now = timezone.now()
    other = factories.article(title="Сургуулиудын шинэчлэл", publish_date=now - timedelta(minutes=1))
    exact = factories.article(title="Сургуулийн шинэчлэл", publish_date=now - timedelta(minutes=2))
    assert ids(client, "сургуулийн") == [exact.id, other.id]


def test_filters_by_category_and_dates(client):
    sport = factories.category(slug="sport-x")
    old = factories.article(title="Тэмээ уралдаан", publish_date=timezone.now() - timedelta(days=40))
    new_sport = factories.article(title="Тэмээ наадам", category=sport)
    assert ids(client, "тэмээ", category=sport.id) == [new_sport.id]
    day = (timezone.localdate() - timedelta(days=40)).isoformat()
    assert ids(client, "тэмээ", dateFrom=day, dateTo=day) == [old.id]
    assert ids(client, "тэмээ", dateFrom=(timezone.localdate() - timedelta(days=1)).isoformat()) == [new_sport.id]


def test_relevance_pages_by_offset_and_date_by_cursor(client):
    stories = [factories.article(title=f"Тэмээ наадам {n}") for n in range(5)]
    first = search(client, "тэмээ", size=3)
    assert first["phase"] == 1 and first["offset"] == 3
    second = search(client, "тэмээ", size=3, offset=3)
    served = [i["id"] for i in first["result"] + second["result"]]
    assert sorted(served) == sorted(s.id for s in stories)
    by_date = search(client, "тэмээ", size=3, sort="date")
    last = by_date["result"][-1]
    rest = search(client, "тэмээ", size=3, sort="date", lastDate=last["publish_date"], lastId=last["id"])
    walked = [i["id"] for i in by_date["result"] + rest["result"]]
    assert walked == [s.id for s in sorted(stories, key=lambda s: s.publish_date, reverse=True)]


def test_some_words_follow_every_word_across_pages(client):
    every = [factories.article(title=f"Тэмээ морь {n}") for n in range(2)]
    some = [factories.article(title=f"Тэмээ {n}") for n in range(3)]
    first = search(client, "тэмээ морь", size=3)
    assert [i["id"] for i in first["result"]][:2] == [a.id for a in every]
    assert first["phase"] == 2
    second = search(client, "тэмээ морь", size=3, phase=2, offset=first["offset"])
    served = [i["id"] for i in first["result"] + second["result"]]
    assert sorted(served) == sorted(a.id for a in every + some)


def test_matched_words_are_highlighted_in_title_and_lead(client):
    factories.article(title="Шинэ сургууль нээгдлээ", lead="Сургуулийн барилга")
    answer = search(client, "сургуулиуд")
    assert answer["highlights"][0]["title"] == [[5, 13]]
    assert answer["highlights"][0]["lead"] == [[0, 10]]


@pytest.mark.parametrize("query, code", [
    ("", "empty_query"), ("   ", "empty_query"), ("я" * 101, "query_too_long"),
    ("?!…", "no_words"), ("北京天气", "foreign_script"),
])
@pytest.mark.parametrize("lang", ["mn", "en"])
def test_bad_queries_get_a_clear_message_in_the_readers_language(client, query, code, lang):
    response = client.get("/api/news/search", {"query": query, "lang": lang})
    assert response.status_code == 400
    assert response.json()["code"] == code
    message = response.json()["message"]
    assert message
    has_cyrillic = any("\u0400" <= c <= "\u04ff" for c in message)
    assert has_cyrillic == (lang == "mn"), message


@pytest.mark.parametrize("params", [
    {"sort": "best"}, {"offset": "999"}, {"offset": "-1"}, {"dateFrom": "yesterday"}, {"category": "0"},
])
def test_bad_parameters_are_refused_not_failed(client, params):
    response = client.get("/api/news/search", {"query": "тэмээ", **params})
    assert 400 <= response.status_code < 500


def test_the_cached_twin_answers_the_same(client):
    hit = factories.article(title="Тэмээ наадам")
    response = client.get("/api/cache/news/search", {"query": "тэмээний"})
    assert response.status_code == 200
    assert [i["id"] for i in response.json()["result"]] == [hit.id]
