"""What the search endpoint takes and answers (GET /api/news/search, spec: param `query`)."""
import re
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from django.utils.translation import gettext_lazy as _
from ninja import Field

from common.errors import ApiError
from common.params import (
    Between,
    CursorDate,
    CursorId,
    JsonSchema,
    MaxLength,
    OneOf,
    PageSize,
    PlainDate,
    Rule,
    StoredId,
    WireIn,
)
from common.schema import WireSchema
from news.schemas import NewsItemOut

from .queries import MAX_QUERY_LENGTH, read_query
from .service import MAX_OFFSET
from .words import READABLE

SEARCH_EMPTY = _("Please enter a word to search for.")
SEARCH_TOO_LONG = _("The search may not be longer than %(max)s characters.")


@dataclass(eq=False)
class QueryText(Rule):
    """Text with a word the search reads: a letter of the Latin or Cyrillic alphabets, or a digit.

    Empty, signs only and other scripts each get their own message (queries.py); the schema states
    the rule as one pattern, so no request it allows is refused.
    """

    error: ApiError = field(default_factory=lambda: ApiError("empty_query", text=SEARCH_EMPTY))
    reads_text = True

    def check(self, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if not value.strip():
            self.refuse()
        if not re.search(READABLE, value):
            read_query(value, "en")  # raises the error that says what is wrong with it
        return value

    def describe(self, schema: JsonSchema) -> JsonSchema:
        return {"type": "string", "pattern": READABLE}


# What a reader searches for: a word we read, at most MAX_QUERY_LENGTH characters.
SearchQuery = Annotated[
    str,
    QueryText(),
    MaxLength(MAX_QUERY_LENGTH, ApiError("query_too_long", text=SEARCH_TOO_LONG, params={"max": MAX_QUERY_LENGTH})),
]
# 1: the stories with every query word; 2: those with some of them (service.py).
SearchPhase = Annotated[int, Between(1, 2, ApiError("invalid_input"))]
SearchOffset = Annotated[int, Between(0, MAX_OFFSET, ApiError("invalid_cursor"))]
SearchSort = Annotated[str, OneOf({"relevance": "relevance", "date": "date"}, ApiError("invalid_input"))]


class SearchFilters(WireIn):
    """`query`; the order (`sort`: best match first, or newest first); what to narrow to; the page.

    Relevance pages by `offset` within `phase`, date order by the last item's `lastDate` and `lastId`.
    """

    query: SearchQuery
    size: PageSize | None = None
    sort: SearchSort = "relevance"
    category: StoredId | None = None
    dateFrom: PlainDate | None = None  # noqa: N815 - wire name
    dateTo: PlainDate | None = None  # noqa: N815
    phase: SearchPhase = 1
    offset: SearchOffset = 0
    lastDate: CursorDate | None = None  # noqa: N815
    lastId: CursorId | None = None  # noqa: N815


class HighlightOut(WireSchema):
    """Where a result's title and lead hold the query's words: [start, end) in UTF-16 code units."""

    id: int
    title: list[tuple[int, int]]
    lead: list[tuple[int, int]]


class SearchOut(WireSchema):
    result: list[NewsItemOut]
    phase: Literal[1, 2]  # the phase to continue with
    offset: int | None = Field(
        description="Where the next page of `phase` starts (relevance order); null after the last."
    )
    query: str
    suggestion: str | None = Field(
        description="When nothing is found: the query with its likely words (\"did you mean\")."
    )
    highlights: list[HighlightOut]
