"""Cursor paging that never skips or repeats an item, even when publish dates tie.

A page is ordered by (date desc, id desc). The client sends back the last item's date
(`lastNewsDate`, `lastDate`, ...) and, for exact ties, its id (`lastId`). Without `lastId`
the page starts strictly before the date, as the original contract did.
"""
import re
from datetime import UTC, datetime

from django.db.models import Q, QuerySet
from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime

from .errors import ApiError

MAX_PAGE_SIZE = 50
MAX_DB_ID = 2**63 - 1
# The moments a cursor may name: a day inside datetime's range at either end, so a date at its
# edge (year 1 or 9999, any offset) still converts to UTC for the query instead of overflowing.
EARLIEST_CURSOR = datetime(1, 1, 2, tzinfo=UTC)
LATEST_CURSOR = datetime(9999, 12, 30, tzinfo=UTC)
# The cursors the schema names (RFC 3339 date-times and dates), and date-times without an offset.
CURSOR_SHAPE = re.compile(
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2})?)?"
)


def is_storable_id(value: int) -> bool:
    """An id the database can hold; larger ones would raise on PostgreSQL instead of finding nothing."""
    return 0 < value <= MAX_DB_ID


def parse_cursor_date(value: str) -> datetime:
    """An ISO 8601 date-time (with or without offset) or a plain date (common.params.CursorDate)."""
    text = value.replace(" ", "+") if "T" in value else value  # an unencoded "+" arrives as a space
    if not CURSOR_SHAPE.fullmatch(text):  # not every shape fromisoformat reads (20261120, 2026-W47)
        raise ApiError("invalid_date")
    try:
        day = parse_date(text) if len(text) == 10 else None
        # A plain date pages from the end of that day, so its own news are included.
        moment = datetime(day.year, day.month, day.day, 23, 59, 59, 999999) if day else parse_datetime(text)
        if moment is None:
            raise ValueError(text)
    except ValueError as exc:
        raise ApiError("invalid_date") from exc
    try:
        if timezone.is_naive(moment):
            moment = timezone.make_aware(moment)
        moment.astimezone(UTC)  # what the query does with it
    except OverflowError:  # beyond the range in UTC: the nearer end, which pages the same way
        return EARLIEST_CURSOR if moment.year < 5000 else LATEST_CURSOR
    return min(max(moment, EARLIEST_CURSOR), LATEST_CURSOR)


def page_before(
    queryset: QuerySet, field: str, last_value: object | None, last_id: int | None, size: int
) -> list:
    """One page of `queryset` ordered by `field` desc then id desc, after the cursor."""
    ordered = queryset.order_by(f"-{field}", "-id")
    if last_value is not None:
        if last_id is not None:
            # `field <= value` bounds the index range (page 10,000 costs what page 1 does); the OR
            # only sorts out the few rows that share the cursor's value.
            ordered = ordered.filter(**{f"{field}__lte": last_value}).filter(
                Q(**{f"{field}__lt": last_value}) | Q(**{field: last_value, "id__lt": last_id})
            )
        else:
            ordered = ordered.filter(**{f"{field}__lt": last_value})
    return list(ordered[:size])
