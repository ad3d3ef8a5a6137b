"""The OpenAPI schema declares the error answers too, so clients and the fuzz tests know every status.

Every operation may answer 400 (bad input), 404 (nothing there) and 503 (the database is
unreachable); every POST may also answer 403 (a missing or bad token), 409 (a conflict with what is stored),
429 (the anonymous write limits of common/throttle.py) and, for its body (common/request_forms.py),
411, 413 and 415.
All of them carry the error shape of DESIGN.md section 4.

It also states the rules every input keeps whatever the endpoint (the types of common/params.py
state each endpoint's own): a query, path or form value is text (never null) without a NUL, a field
the endpoint does not read may come too (without a NUL either), and a form none of whose fields is
required may be left out.
"""
from typing import Any, Literal

from .schema import WireSchema

ERROR_SCHEMA_NAME = "ErrorOut"
ERROR_STATUSES = {
    400: "The request is not valid (a message in the request's language).",
    404: "Nothing was found here.",
    503: "The service is briefly unavailable (the database is unreachable); try again.",
}
WRITE_ERROR_STATUSES = {
    403: "The write needs a valid token (a poll vote's X-CSRF-TOKEN) and it is missing, expired or not this one.",
    409: "The write conflicts with what is stored (a vote already cast, a closed poll, the same comment again) "
    "or with another click of the same reader at the same moment.",
    429: "Too many requests from this client; wait and try again.",
    411: "The body came in chunks to a server that cannot read them that way: send it with a Content-Length.",
    413: "The body is larger than the server reads.",
    415: "The body is neither form-encoded, multipart nor JSON.",
}


class ErrorOut(WireSchema):
    """{"status": "error", "code": ..., "message": ...} for every 4xx and 5xx of the API."""

    status: Literal["error"]
    code: str
    message: str


def error_schema() -> dict[str, Any]:
    return {
        "title": ERROR_SCHEMA_NAME,
        "type": "object",
        "properties": {
            "status": {"type": "string", "enum": ["error"]},
            "code": {"type": "string", "minLength": 1},
            "message": {"type": "string", "minLength": 1},
        },
        "required": ["status", "code", "message"],
    }


# common.middleware.has_nul refuses a NUL in a query or a form (names too), and PostgreSQL text cannot hold
# one in a path. A date's format or a list of words has none anyway.
NO_NUL = "^[^\\x00]*$"
FORM = "application/x-www-form-urlencoded"


def _as_text(schema: dict[str, Any]) -> None:
    """A query, path or form value is text: never a NUL, never null (an optional one is left out)."""
    if "anyOf" in schema:
        schema["anyOf"] = [branch for branch in schema["anyOf"] if branch.get("type") != "null"]
        if len(schema["anyOf"]) == 1:
            schema.update(schema.pop("anyOf")[0])
    for branch in schema.get("anyOf", []):
        _as_text(branch)
    if isinstance(schema.get("items"), dict):
        _as_text(schema["items"])
    if schema.get("type") == "string" and not {"format", "enum", "anyOf"} & set(schema):
        if "pattern" in schema:
            schema.setdefault("allOf", []).append({"pattern": NO_NUL})
        else:
            schema["pattern"] = NO_NUL


def _other_field() -> dict[str, Any]:
    """A field an endpoint does not read: ignored, but has_nul reads it too. A text (a number or a boolean is
    sent as one) or a list of them, without a NUL."""
    text = {"type": ["string", "number", "boolean"], "pattern": NO_NUL}
    return {"anyOf": [text, {"type": "array", "items": dict(text)}]}


def add_input_rules(schema: dict[str, Any]) -> dict[str, Any]:
    """State the rules every input keeps on every operation of a generated OpenAPI schema (in place)."""
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            for parameter in operation.get("parameters", []):
                _as_text(parameter["schema"])
            body = operation.get("requestBody", {})
            form = body.get("content", {}).get(FORM)
            if form:
                for field in form["schema"].get("properties", {}).values():
                    _as_text(field)
                form["schema"]["propertyNames"] = {"pattern": NO_NUL}
                form["schema"]["additionalProperties"] = _other_field()
                body["required"] = bool(form["schema"].get("required"))
    return schema


def add_error_responses(schema: dict[str, Any]) -> dict[str, Any]:
    """Declare the error answers on every operation of a generated OpenAPI schema (in place)."""
    schema.setdefault("components", {}).setdefault("schemas", {})[ERROR_SCHEMA_NAME] = error_schema()
    reference = {"$ref": f"#/components/schemas/{ERROR_SCHEMA_NAME}"}
    for operations in schema.get("paths", {}).values():
        for method, operation in operations.items():
            statuses = dict(ERROR_STATUSES)
            if method.lower() == "post":
                statuses.update(WRITE_ERROR_STATUSES)
            responses = operation.setdefault("responses", {})
            for status, description in statuses.items():
                responses.setdefault(
                    status, {"description": description, "content": {"application/json": {"schema": reference}}}
                )
    return schema
