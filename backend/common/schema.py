"""The base of every API schema: django-ninja's Schema, with its field lookup done in one pass.

ninja validates an answer by wrapping each object, at every level of nesting, in a `DjangoGetter`
that pydantic then asks for one field at a time; each ask runs a few lines of Python (resolver
lookup, attribute or key, conversions). `WireSchema` gathers the same values, with the same
rules, into a plain dict in one loop per object and lets pydantic validate that dict: the same
answer, types and all. A list of twelve news items validated in 0.26 ms instead of 0.64, and an
uncached category list took ~17 % less CPU (bench/notes.md).

The rules are ninja's `DjangoGetter`'s:
- a field is looked up by its alias when it has one (pydantic asks for that name);
- a `resolve_<name>` static method gives the value, called with the context when it takes one;
- otherwise a dict gives its key and any other object its attribute; a value not found is left
  out, so pydantic applies the default or reports it missing.
ninja also turns a manager into a list, calls a callable and reads a file field's URL; here a
schema names such values with a resolver instead (every schema of the portal does), and a
manager where a list belongs fails validation loudly rather than costing every field a few checks.
`common/tests/test_schema.py` checks that every API answer is what ninja's own lookup makes.
"""
from typing import Any

from ninja import Schema
from pydantic import ConfigDict, ModelWrapValidatorHandler, ValidationInfo, model_validator

_MISSING = object()


class FieldValues(dict):
    """Values already gathered for a schema. pydantic runs the validator of a schema that refers to
    itself (a comment's `children`) twice, the second time on these: they are validated as they are."""


def field_values(schema: type[Schema], source: Any, context: Any) -> dict[str, Any]:
    """The values of `schema`'s fields taken from `source`, keyed as pydantic validates them."""
    resolvers = schema._ninja_resolvers
    values = FieldValues()
    for key in _keys(schema):
        resolver = resolvers.get(key)
        if resolver is not None:
            value = resolver(getter=_Getter(source, context))  # type: ignore[arg-type]  # a DjangoGetter by duck typing
        else:
            value = source.get(key, _MISSING) if isinstance(source, dict) else getattr(source, key, _MISSING)
            if value is _MISSING:
                continue
        values[key] = value
    return values


_keys_of: dict[type, tuple[str, ...]] = {}


def _keys(schema: type[Schema]) -> tuple[str, ...]:
    keys = _keys_of.get(schema)
    if keys is None:
        keys = _keys_of[schema] = tuple(field.alias or name for name, field in schema.model_fields.items())
    return keys


class _Getter:
    """What ninja's resolvers read: the object (`_obj`) and the validation context (`_context`)."""

    __slots__ = ("_obj", "_context")

    def __init__(self, source: Any, context: Any) -> None:
        self._obj = source
        self._context = context


class WireSchema(Schema):
    # The server sends every field, defaulted or not: the answers' OpenAPI schema (serialization mode)
    # marks them all required, so the generated types need no `Required<…>` (docs/adr/018).
    model_config = ConfigDict(json_schema_serialization_defaults_required=True)

    @model_validator(mode="wrap")
    @classmethod
    def _run_root_validator(cls, values: Any, handler: ModelWrapValidatorHandler, info: ValidationInfo) -> Any:
        # As ninja: a schema that forbids extra fields or validates assignment sees the input first.
        if cls.model_config.get("extra") == "forbid" or cls.model_config.get("validate_assignment", False):
            handler(values)
        if isinstance(values, FieldValues):
            return handler(values)
        return handler(field_values(cls, values, info.context))
