from datetime import UTC, datetime

from django.test import RequestFactory

from common.wire import context_language, iso_local


def test_schemas_answer_in_the_language_of_the_request_even_when_it_comes_in_a_form_body():
    form = RequestFactory().post("/api/poll/detail", {"pollId": 1, "lang": "en"})
    assert context_language({"request": form}) == "en"
    assert context_language({"request": RequestFactory().get("/api/x?lang=en")}) == "en"
    assert context_language(None) == "mn"


def test_iso_local_is_ulaanbaatar_time_with_microseconds_and_passes_resolved_values_through():
    moment = datetime(2026, 1, 2, 3, 4, 5, 123456, tzinfo=UTC)
    assert iso_local(moment) == "2026-01-02T11:04:05.123456+08:00"
    assert iso_local("already") == "already" and iso_local(None) is None
