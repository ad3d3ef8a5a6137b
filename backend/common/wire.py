"""Small helpers every API schema uses to write the wire format."""
from datetime import datetime
from typing import overload

from django.utils import timezone

from .languages import DEFAULT_LANGUAGE, Language, request_language


def context_language(context: dict | None) -> Language:
    """The language a schema is resolving for: the read's (common/api_reads.py), else the request's
    (`lang` parameter, page), else the default."""
    context = context or {}
    if "language" in context:
        return context["language"]
    request = context.get("request")
    return request_language(request) if request is not None else DEFAULT_LANGUAGE


@overload
def iso_local(value: datetime | str) -> str: ...
@overload
def iso_local(value: None) -> None: ...
def iso_local(value: datetime | str | None) -> str | None:
    """ISO 8601 in Ulaanbaatar time with offset and microseconds (exact as a paging cursor).

    A value already resolved (nested schemas resolve twice) passes through; None stays None.
    """
    if value is None or isinstance(value, str):
        return value
    return timezone.localtime(value).isoformat()
