"""The input types (common/params.py): each states its rule in the JSON schema and enforces it with the
portal's own error, and that error reaches the client as it is, not as pydantic's invalid_input."""

import datetime as dt
from typing import Annotated

import pytest
from django.test import Client
from pydantic import TypeAdapter, ValidationError

from common.errors import ApiError
from common.params import BlankIsNone, CursorId, OneOf, PageSize, PlainDate, StoredId, WireIn


def refusal(type_: object, value: object) -> ApiError:
    with pytest.raises(ApiError) as error:
        TypeAdapter(type_).validate_python(value)
    return error.value


def test_a_rule_states_in_the_schema_what_its_check_enforces():
    assert TypeAdapter(PageSize).json_schema() == {"type": "integer", "minimum": 1, "maximum": 50}
    assert TypeAdapter(PageSize).validate_python("50") == 50
    assert (refusal(PageSize, "0").code, refusal(PageSize, 51).params) == ("invalid_size", {"max": 50})
    assert refusal(CursorId, -1).code == "invalid_cursor"
    assert (refusal(StoredId, 2**63).code, refusal(StoredId, 0).status) == ("not_found", 404)
    with pytest.raises(ValidationError):  # not a number at all: pydantic's, answered invalid_input
        TypeAdapter(PageSize).validate_python("ten")


def test_dates_are_exactly_the_schemas_format():
    assert TypeAdapter(PlainDate).json_schema() == {"type": "string", "format": "date"}
    assert TypeAdapter(PlainDate).validate_python("2024-02-29") == dt.date(2024, 2, 29)
    for text in ("2023-02-29", "20240101", "2024-W01-1", " 2024-01-01", ""):
        assert refusal(PlainDate, text).code == "invalid_date"


def test_words_are_an_enum_and_a_required_one_left_out_gets_its_own_error():
    class VoteIn(WireIn):
        type: Annotated[int, OneOf({"like": 1, "dislike": -1}, ApiError("bad_vote_type"))]
        parent: Annotated[StoredId | None, BlankIsNone()] = None

    assert VoteIn.model_json_schema()["properties"]["type"] == {
        "type": "string",
        "enum": ["like", "dislike"],
        "title": "Type",
    }
    assert VoteIn.model_json_schema()["required"] == ["type"]
    assert VoteIn.model_validate({"type": "dislike", "parent": ""}).model_dump() == {"type": -1, "parent": None}
    for sent in ({"type": "LIKE"}, {}):
        with pytest.raises(ApiError) as error:
            VoteIn.model_validate(sent)
        assert error.value.code == "bad_vote_type"


@pytest.mark.django_db
def test_the_api_answers_a_rules_error_with_its_code_and_message():
    # ninja 1.7 catches only pydantic's ValidationError while reading parameters; an ApiError raised in a
    # validator goes on to config/api.py's handler like any endpoint's.
    body = Client().get("/api/news/shinemedee?size=51&lang=en").json()
    assert body == {"status": "error", "code": "invalid_size", "message": "The page size must be between 1 and 50."}
    assert Client().get("/api/news/search?lang=en").json()["code"] == "empty_query"
