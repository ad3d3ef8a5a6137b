"""What the API takes in: types that state each rule the server enforces in /api/openapi.json and enforce
it with the portal's own error (code and bilingual message), so the schema and the server never disagree.

A rule's check raises common.errors.ApiError. That is not a ValueError, so pydantic does not turn it into
a validation error: it stops validating and config/api.py answers it as it answers any endpoint's error.
A value pydantic cannot read as the annotated type (letters for a number) stays pydantic's `invalid_input`.
"""

import datetime as dt
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Annotated, Any, NoReturn

from ninja.schema import DjangoGetter
from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler, model_validator
from pydantic_core import CoreSchema, core_schema

from .errors import ApiError
from .paging import MAX_DB_ID, MAX_PAGE_SIZE, parse_cursor_date
from .schema import WireSchema
from .votes import BAD_VOTE_TYPE, VOTE_TYPES

JsonSchema = dict[str, Any]


class Rule:
    """A pydantic annotation: `check` enforces the rule with `error`, `describe` states it in the JSON schema.

    A rule that reads text sees the value as sent (a query's or a form's text) before pydantic reads it
    as the annotated type; it leaves any other value (None for an optional field, say) to pydantic.
    """

    error: ApiError
    reads_text = False

    def check(self, value: Any) -> Any:
        raise NotImplementedError

    def describe(self, schema: JsonSchema) -> JsonSchema:
        raise NotImplementedError

    def refuse(self) -> NoReturn:
        raise replace(self.error)  # a new exception each time: a shared one would pile up tracebacks

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        if self.reads_text:
            return core_schema.no_info_before_validator_function(self.check, handler(source))
        return core_schema.no_info_after_validator_function(self.check, handler(source))

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchema:
        return self.describe(handler(schema))


@dataclass(eq=False)
class Between(Rule):
    """A whole number from `low` to `high`."""

    low: int
    high: int
    error: ApiError

    def check(self, value: int) -> int:
        if not self.low <= value <= self.high:
            self.refuse()
        return value

    def describe(self, schema: JsonSchema) -> JsonSchema:
        return {**schema, "minimum": self.low, "maximum": self.high}


@dataclass(eq=False)
class OneOf(Rule):
    """One of a few words, exactly as listed; given a mapping, the value is what the word stands for."""

    words: Collection[str] | Mapping[str, Any]
    error: ApiError
    reads_text = True

    def check(self, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if value not in self.words:
            self.refuse()
        return self.words[value] if isinstance(self.words, Mapping) else value

    def describe(self, schema: JsonSchema) -> JsonSchema:
        return {"type": "string", "enum": list(self.words)}


@dataclass(eq=False)
class Matching(Rule):
    """A text that `pattern` matches (searched, as JSON Schema does: anchor it), then read by `read`."""

    pattern: str
    error: ApiError
    read: Callable[[str], Any] = str
    reads_text = True

    def check(self, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if not re.search(self.pattern, value):
            self.refuse()
        return self.read(value)

    def describe(self, schema: JsonSchema) -> JsonSchema:
        return {"type": "string", "pattern": self.pattern}


@dataclass(eq=False)
class MaxLength(Rule):
    """A text of at most `limit` characters."""

    limit: int
    error: ApiError

    def check(self, value: str) -> str:
        if len(value) > self.limit:
            self.refuse()
        return value

    def describe(self, schema: JsonSchema) -> JsonSchema:
        return {**schema, "maxLength": self.limit}


@dataclass(eq=False)
class ShownText(Rule):
    """A text in which at least `least` characters show and that is at most `most` characters long as sent.

    A character shows unless it is a space or a control character, which a stored text loses (a comment's,
    say). A text in which nothing shows (or none at all) is `error`; too little or too much is `length_error`.
    """

    least: int
    most: int
    error: ApiError
    length_error: ApiError
    reads_text = True
    SHOWS = r"[^\s\x00-\x08\x0b-\x1f\x7f]"

    @property
    def pattern(self) -> str:
        return "[\\s\\S]*".join([self.SHOWS] * self.least)

    def check(self, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if not re.search(self.SHOWS, value):
            self.refuse()
        if len(value) > self.most or not re.search(self.pattern, value):
            raise replace(self.length_error)
        return value

    def describe(self, schema: JsonSchema) -> JsonSchema:
        return {"type": "string", "pattern": self.pattern, "maxLength": self.most}


@dataclass(eq=False)
class DecimalBetween(Rule):
    """A number written as JSON writes one (no "NaN", no "1,000"), from `low` to `high`, read exactly."""

    low: Decimal
    high: Decimal
    error: ApiError
    reads_text = True
    GRAMMAR = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")

    def check(self, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if not self.GRAMMAR.fullmatch(value) or not self.low <= Decimal(value) <= self.high:
            self.refuse()
        return Decimal(value)

    def describe(self, schema: JsonSchema) -> JsonSchema:
        return {"type": "number", "minimum": float(self.low), "maximum": float(self.high)}


@dataclass(eq=False)
class DateText(Rule):
    """A day or a moment as text in the JSON Schema `formats` (RFC 3339), read by `read`.

    `read` raises ValueError (or the ApiError itself) for a text that names no such day or moment.
    """

    formats: tuple[str, ...]
    read: Callable[[str], Any]
    error: ApiError = field(default_factory=lambda: ApiError("invalid_date"))
    reads_text = True

    def check(self, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        try:
            return self.read(value)
        except ValueError:
            self.refuse()

    def describe(self, schema: JsonSchema) -> JsonSchema:
        if len(self.formats) == 1:
            return {"type": "string", "format": self.formats[0]}
        return {"type": "string", "anyOf": [{"format": name} for name in self.formats]}


class BlankIsNone:
    """A pydantic annotation for an optional form field: "" (and the words scripts send for nothing) mean
    none, as the field's absence does; the JSON schema lists them."""

    WORDS = ("", "null", "undefined", "none")

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_before_validator_function(
            lambda value: None if value in self.WORDS else value, handler(source)
        )

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchema:
        described = handler(schema)
        blank = {"type": "string", "enum": list(self.WORDS)}
        return {"anyOf": [*described["anyOf"], blank]} if "anyOf" in described else {"anyOf": [described, blank]}


class WireIn(WireSchema):
    """The base of query and form schemas: a required text field left out gets the error its rule gives a
    wrong text (the specific code clients know), not pydantic's generic `invalid_input`."""

    @model_validator(mode="before")
    @classmethod
    def _required_text_left_out(cls, values: Any) -> Any:
        # The fields as sent: WireSchema hands over a dict of them, ninja's own lookup wraps the source.
        sent = values._obj if isinstance(values, DjangoGetter) else values
        if isinstance(sent, Mapping):
            for name, info in cls.model_fields.items():
                if info.is_required() and (info.alias or name) not in sent:
                    for rule in info.metadata:
                        if isinstance(rule, Rule) and rule.reads_text:
                            rule.refuse()
        return values


def page_size(maximum: int = MAX_PAGE_SIZE) -> Between:
    """How many items a page may hold: 1 to `maximum`."""
    return Between(1, maximum, ApiError("invalid_size", params={"max": maximum}))


def vote_type(code: str) -> OneOf:
    """A like or a dislike, read as its value (common.votes: 1 or -1); anything else is `code`."""
    return OneOf(VOTE_TYPES, ApiError(code, text=BAD_VOTE_TYPE))


def _plain_date(text: str) -> dt.date:
    # date.fromisoformat also reads 20240101 and 2024-W01-1, which the schema's `date` format does not name.
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        raise ValueError(text)
    return dt.date.fromisoformat(text)


NOT_FOUND = ApiError("not_found", status=404)
# How many items a list answers: 1 to MAX_PAGE_SIZE (an endpoint with a smaller page uses page_size(n)).
PageSize = Annotated[int, page_size()]
# A row's id as the database can hold it; any other number names nothing: 404, as an unknown id.
StoredId = Annotated[int, Between(1, MAX_DB_ID, NOT_FOUND)]
# The id of the last item of the previous page, which the next page starts after.
CursorId = Annotated[int, Between(0, MAX_DB_ID, ApiError("invalid_cursor"))]
def _cursor_moment(text: str) -> dt.datetime:
    # In UTC: RFC 3339 allows offsets up to 23:59, PostgreSQL takes none beyond 15:59.
    return parse_cursor_date(text).astimezone(dt.UTC)


# The last item's date of the previous page: a date-time (an offset's "+" may come unencoded, as a space;
# without an offset it is Ulaanbaatar time) or a plain date, which pages from the end of that day.
CursorDate = Annotated[dt.datetime, DateText(("date-time", "date"), _cursor_moment)]
# A day, YYYY-MM-DD.
PlainDate = Annotated[dt.date, DateText(("date",), _plain_date)]
# A year the database can hold.
Year = Annotated[int, Between(1000, 9999, ApiError("invalid_year"))]
# A yes or no as a query or form sends it: "true" or "false", or 1 and 0 as the original site's clients do.
Flag = Annotated[bool, OneOf({"true": True, "false": False, "1": True, "0": False}, ApiError("invalid_input"))]
