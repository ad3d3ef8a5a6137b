"""A read declared once is both the API's endpoint and what a page calls directly: the same inputs, the
same answer byte for byte, the same errors in the reader's language."""
import json

import pytest

from common.api_reads import reader_of
from news import api as news_api
from news.tests import factories

pytestmark = pytest.mark.django_db


def test_a_read_answers_what_its_endpoint_answers_byte_for_byte(client):
    factories.article(title="Хотын мэдээ", language="en")
    factories.article(title="Хөдөөгийн мэдээ")
    latest = reader_of(news_api.list_latest)
    for language in ("mn", "en"):
        direct = latest(language, {"size": 5, "lead": 0})
        served = client.get("/api/news/shinemedee", {"size": "5", "lead": "0", "lang": language})
        assert (direct.status, direct.body) == (served.status_code, served.content)
        assert len(json.loads(direct.body)["shinemedee_list"]) == 1


def test_inputs_are_checked_by_the_endpoints_own_rules_with_its_errors_in_the_readers_language(client):
    features = reader_of(news_api.list_year_features)
    messages = set()
    for language in ("mn", "en"):
        direct = features(language, {"year": "20x4"})
        served = client.get("/api/tagmedee", {"year": "20x4", "lang": language})
        assert direct.status == served.status_code == 400
        assert direct.body == served.content
        messages.add(json.loads(direct.body)["message"])
    assert len(messages) == 2  # one per language


def test_a_missing_item_is_the_apis_404_in_the_readers_language(client):
    article = reader_of(news_api.get_article)
    messages = set()
    for language in ("mn", "en"):
        direct = article(language, {"newsid": "zzzzzz"})
        served = client.get("/api/news/read/zzzzzz", {"lang": language})
        assert (direct.status, direct.body) == (404, served.content)
        assert served.status_code == 404
        messages.add(json.loads(direct.body)["message"])
    assert len(messages) == 2  # one per language


def test_a_required_input_left_out_is_an_invalid_request_not_an_error_of_the_server():
    answer = reader_of(news_api.get_article)("en", {})
    assert answer.status == 400 and json.loads(answer.body)["code"] == "invalid_input"


def test_endpoints_made_from_reads_keep_their_names_docs_and_parameters(client):
    schema = client.get("/api/openapi.json").json()
    latest = schema["paths"]["/api/news/shinemedee"]["get"]
    assert latest["operationId"] == "news_api_list_latest"
    assert {parameter["name"] for parameter in latest["parameters"]} >= {"size", "lead", "lastNewsDate", "lastId"}
    page = schema["paths"]["/api/pages/{slug}"]["get"]
    assert page["operationId"] == "pages_api_get_page" and "contact page" in page["description"]
    assert [parameter["in"] for parameter in page["parameters"] if parameter["name"] == "slug"] == ["path"]
    assert "language" not in json.dumps([latest["parameters"], page["parameters"]])
