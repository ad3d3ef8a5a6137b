"""The OpenAPI schema states what the server enforces: schemathesis over every operation, in-process (WSGI).

Each operation of /api/openapi.json goes through schemathesis's examples, coverage and fuzzing phases
with data the schema allows and data it forbids, in every content type the schema names: no 5xx;
every status, content type and body as the schema declares them; every error in the JSON error shape;
every request the schema allows accepted and every one it forbids refused. It runs in both profiles of
`make test` (SQLite, then PostgreSQL and Redis), deterministic (a fixed seed, no example database) and
bounded: SCHEMA_EXAMPLES fuzzed cases per operation and mode, besides the coverage phase's, which the
schema fixes. Bodies the schema does not name (multipart, chunked, latin-1) are test_api_fuzz.py's.
"""
import json
import logging
import os
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import checks
from schemathesis.generation import GenerationMode

from config.wsgi import application

pytestmark = pytest.mark.django_db

EXAMPLES = int(os.environ.get("SCHEMA_EXAMPLES", "30"))
CONFIG = {
    "seed": int(os.environ.get("SCHEMA_SEED", "20261128")),
    "suppress-health-check": ["all"],
    "generation": {"mode": "all", "max-examples": EXAMPLES, "deterministic": True, "database": "none"},
    "phases": {"examples": {"enabled": True}, "coverage": {"enabled": True}, "fuzzing": {"enabled": True},
               "stateful": {"enabled": False}},
}


def error_shape(ctx: Any, response: Any, case: Any) -> bool | None:
    """Every 4xx and 5xx of the API is {"status": "error", "code", "message"} (DESIGN.md section 4)."""
    if response.status_code < 400:
        return None
    body = json.loads(response.content)
    assert set(body) == {"status", "code", "message"}, f"not the error shape: {body}"
    assert body["status"] == "error" and body["code"] and body["message"], f"empty error fields: {body}"
    return True


CHECKS = [
    checks.not_a_server_error,
    checks.status_code_conformance,
    checks.content_type_conformance,
    checks.response_schema_conformance,
    checks.positive_data_acceptance,
    checks.negative_data_rejection,
    checks.unsupported_method,
    error_shape,
]


@pytest.fixture
def api_schema(demo_portal, wsgi_calls_in_the_test_transaction, settings, monkeypatch):
    # The per-client limits have their own tests (test_abuse.py); here every request comes from one address.
    settings.THROTTLE_RATES = {}
    settings.NEW_READERS_PER_HOUR = settings.VOTES_PER_ADDRESS_PER_ITEM = 10**9
    monkeypatch.setattr(logging.getLogger("django.request"), "level", logging.CRITICAL)  # every 4xx logs a line
    return schemathesis.openapi.from_wsgi(
        "/api/openapi.json", application, config=schemathesis.Config.from_dict(CONFIG)
    )


schema = schemathesis.pytest.from_fixture("api_schema")


@pytest.fixture(autouse=True)
def node_id_for_schemathesis(request):
    # TODO: drop once schemathesis's fixture-loaded schemas run on pytest 9.2, whose nodes lost `_nodeid`.
    request.node._nodeid = request.node.nodeid


@schema.parametrize()
def test_every_operation_keeps_its_schema(case):
    case.call_and_validate(headers={"Accept-Language": "en"}, checks=CHECKS)


# RFC 3339 allows any year from 0001 to 9999 and offsets up to 23:59; PostgreSQL takes offsets to 15:59 only.
EDGE_MOMENTS = ["2024-02-29T12:00:00+23:59", "2024-02-29T12:00:00-23:59", "0001-01-01T00:00:00+23:59",
                "9999-12-31T23:59:59.999999-23:59", "0001-01-01", "9999-12-31"]


def date_time_inputs(definition: dict[str, Any]) -> list[tuple[str, str]]:
    """The (location, name) of each query parameter and form field of an operation that takes a date-time."""
    found = [("query", p["name"]) for p in definition.get("parameters", [])
             if p["in"] == "query" and "date-time" in json.dumps(p["schema"])]
    form = definition.get("requestBody", {}).get("content", {}).get("application/x-www-form-urlencoded")
    if form:
        found += [("body", name) for name, field in form["schema"].get("properties", {}).items()
                  if "date-time" in json.dumps(field)]
    return found


def refused_moments(operation: Any, inputs: list[tuple[str, str]]) -> list[str]:
    """Each edge moment in each of `inputs` of a request the schema allows otherwise; those answered 400."""
    refused = []

    @settings(max_examples=1, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy(generation_mode=GenerationMode.POSITIVE))
    def run(case: Any) -> None:
        for location, name in inputs:
            for moment in EDGE_MOMENTS:
                if location == "query":
                    case.query = {**(case.query or {}), name: moment}
                else:
                    case.body = {**(case.body if isinstance(case.body, dict) else {}), name: moment}
                response = case.call(headers={"Accept-Language": "en"})
                case.validate_response(response, checks=[checks.not_a_server_error, checks.status_code_conformance,
                                                        checks.response_schema_conformance, error_shape])
                if response.status_code == 400:
                    refused.append(f"{operation.label} {name}={moment}: {response.text[:200]}")

    run()
    return refused


def test_every_moment_the_schema_allows_is_taken(api_schema):
    """A date-time at either end of RFC 3339 pages as any other, on PostgreSQL too."""
    inputs = {(path, method): found for path, methods in api_schema.raw_schema["paths"].items()
              for method, definition in methods.items() if (found := date_time_inputs(definition))}
    assert len(inputs) >= 10, inputs  # the cursors of the lists, the polls' date
    refused = [line for (path, method), found in inputs.items()
               for line in refused_moments(api_schema[path][method], found)]
    assert not refused, "\n".join(refused)


def test_a_comment_sent_again_is_a_conflict_not_bad_input(client):
    """The schema cannot know what is stored: a refusal that depends on it is a 409, as a second vote is."""
    from news.tests.factories import article

    url = f"/api/{article().lid}/r/comment-insert?lang=en"
    form = {"commentBody": "Сайн мэдээ", "commentBy": "Бат"}
    assert client.post(url, form).status_code == 200
    again = client.post(url, form)
    assert again.status_code == 409 and again.json()["code"] == "comment_repeated", again.content
