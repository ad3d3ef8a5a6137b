"""The API's JSON text: compact UTF-8 written by orjson, each value as ninja's own encoder writes it.

The pages embed API answers byte for byte (web/reads.py), so answers are written the way a page
carries them: no spaces and no \\u escapes (Cyrillic text takes a third of the room it takes
escaped, and performance/packing.py finds the renditions maps in that form). Dates, times, decimals and
the other types orjson would write in its own way go through ninja's encoder (Django's ISO dates
to the millisecond, "Z" for UTC), so every value reads as it did with ninja's renderer.
"""
from typing import Any

import orjson
from django.http import HttpRequest
from ninja.renderers import BaseRenderer
from ninja.responses import NinjaJSONEncoder

_ENCODER = NinjaJSONEncoder()
# Keys that are not text (a renditions map by width) become text, as the json module makes them.
_OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


def to_json(data: Any) -> bytes:
    """`data` as the API writes it."""
    return orjson.dumps(data, default=_ENCODER.default, option=_OPTIONS)


class JsonRenderer(BaseRenderer):
    """The NinjaAPI's renderer (config/api.py)."""

    media_type = "application/json"

    def render(self, request: HttpRequest, data: Any, *, response_status: int) -> bytes:
        return to_json(data)
