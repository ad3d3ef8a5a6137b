"""Property-based fuzzing of the whole API from our own OpenAPI schema (schemathesis, in-process WSGI).

For every operation of /api/openapi.json, generated requests (valid and invalid by the schema)
must never get a 5xx, must get a status, content type and body that the schema declares, and
every error must be the JSON error shape. The schema must also say what the server enforces:
every valid request is accepted and every invalid one refused. Bounded: a few examples per
operation, no deadline.
"""
import json
import logging
import os
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, assume, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import checks as st_checks
from schemathesis.generation import GenerationMode

from config.wsgi import application

pytestmark = pytest.mark.django_db

FORM = "application/x-www-form-urlencoded"
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "8"))
CHECKS = [
    st_checks.positive_data_acceptance,
    st_checks.negative_data_rejection,
    st_checks.not_a_server_error,
    st_checks.status_code_conformance,
    st_checks.content_type_conformance,
    st_checks.response_schema_conformance,
]


def error_shape(ctx: Any, response: Any, case: Any) -> bool | None:
    """Every 4xx and 5xx of the API is {"status": "error", "code", "message"} (DESIGN.md section 4)."""
    if response.status_code < 400:
        return None
    body = json.loads(response.content)
    assert set(body) == {"status", "code", "message"}, f"not the error shape: {body}"
    assert body["status"] == "error" and body["code"] and body["message"], f"empty error fields: {body}"
    return True


def operations(schema: Any) -> list[Any]:
    return [result.ok() for result in schema.get_all_operations()]


@pytest.fixture
def schema(demo_portal, wsgi_calls_in_the_test_transaction, settings, monkeypatch):
    settings.THROTTLE_RATES = {}  # the limits have their own tests; here they would hide the endpoints
    monkeypatch.setattr(logging.getLogger("django.request"), "level", logging.ERROR)  # every 4xx logs a line
    return schemathesis.openapi.from_wsgi("/api/openapi.json", application)


def is_sendable(case: Any) -> bool:
    """Whether the server gets the request the checks judge. A form field holds a text (or, repeated, a
    list of them); the WSGI client leaves out a field given an object, so a body made invalid by one
    reaches the server without it: valid, and rightly accepted."""
    return not (case.media_type == FORM and isinstance(case.body, dict)
                and any(isinstance(value, dict) for value in case.body.values()))


def is_expressible(case: Any) -> bool:
    """Whether the schema can say how the server answers. OpenAPI cannot relate two parameters: a covid
    chart that starts after it ends is a clear 400 (invalid_range) no schema can state."""
    query = case.query or {}
    start, end = query.get("from"), query.get("to")
    return not (case.path == "/api/covid-charts" and isinstance(start, str) and isinstance(end, str) and start > end)


def fuzz(operation: Any, mode: GenerationMode) -> None:
    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy(generation_mode=mode))
    def run(case: Any) -> None:
        assume(is_sendable(case) and is_expressible(case))
        response = case.call(headers={"Accept-Language": "en"})
        case.validate_response(response, checks=CHECKS + [error_shape])

    run()


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=["valid", "invalid"])
def test_every_operation_answers_within_its_schema(schema, mode):
    failures: dict[str, str] = {}
    for operation in operations(schema):
        try:
            fuzz(operation, mode)
        except Unsatisfiable:
            continue  # nothing in this operation can be made invalid (no parameters, no body)
        except BaseException as error:  # schemathesis raises a group of failures; collect them all
            if isinstance(error, KeyboardInterrupt):
                raise
            failures[operation.label] = str(error)[:1200]
    report = "\n\n".join(f"== {label}\n{text}" for label, text in failures.items())
    assert not failures, f"{len(failures)} operations failed:\n{report}"
