"""The portal's screens as the frontend build declares them: which screen a path shows, its layout,
its languages and the API reads its first render needs.

Every screen is declared once, in frontend/src/app/screens.ts; the build writes that list to
frontend/dist/routes.json (settings.ROUTES_FILE), and this module reads the built file, so the
server never keeps a copy of its own that could drift from the browser's.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

import orjson
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from pydantic import Field, PlainValidator
from pydantic_core import PydanticCustomError

from common.file_formats import Record, validate, value_error

from .lookups import LOOKUPS

# A value of a read: a literal; a reference, `":name"` a parameter of the path, `"?name"` one of the
# query string, `"=name"` a lookup (web/lookups.py); or a list, whose first present value is taken.
Value = str | int | float | list[str]
REFERENCE_KINDS = (":", "?", "=")

# The screen of one article (frontend app/screens.ts): its first read is the article, whose language
# and JSON-LD the server reads from it.
ARTICLE_SCREEN = "article"

_SEGMENT = re.compile(r":(\w+)")
# JavaScript names a group (?<name>...), Python (?P<name>...); lookbehinds, (?<= and (?<!, stay.
_JS_GROUP = re.compile(r"\(\?<(?=[A-Za-z_])")


def _pattern(source: Any) -> re.Pattern[str]:
    """A path pattern of the browser's RegExp as Python's. ASCII: \\d and \\w mean what they mean in
    the browser (no other script's digits make an id), and case is ignored for ASCII letters only."""
    if isinstance(source, re.Pattern):
        return source
    if not isinstance(source, str):
        raise PydanticCustomError("pattern", "expected a regular expression")
    try:
        return re.compile(_JS_GROUP.sub("(?P<", source), re.IGNORECASE | re.ASCII)
    except re.error as problem:
        raise value_error("pattern", f"not a regular expression ({problem}): {{value}}", source) from None


def references(value: Value) -> list[str]:
    """The references in a declared value (a list may hold several)."""
    values = value if isinstance(value, list) else [value]
    return [v for v in values if isinstance(v, str) and v.startswith(REFERENCE_KINDS)]


class Read(Record):
    """An API read a screen makes (frontend `ReadDeclaration`)."""

    # The path; its `:name` segments take `args[name]` when declared there, else the path's own.
    api: str
    # The segments' values and the query parameters (all args that are not segments).
    args: dict[str, Value] = {}
    # A 404 here makes the page a 404.
    required: bool = False
    # The reads the specification makes as POSTs (election news): their fields go as form data.
    method: Literal["GET", "POST"] = "GET"
    # Made only when this reference is present (the search screen's `?query`).
    when: str | None = None

    @property
    def segments(self) -> list[str]:
        return _SEGMENT.findall(self.api)

    def path(self, args: Mapping[str, object]) -> str:
        """The API path with its segments' values as they are: Django resolves the decoded path, so
        nothing is encoded only to be decoded again (a Cyrillic tag slug stays as it is)."""
        return _SEGMENT.sub(lambda segment: str(args[segment.group(1)]), self.api)


class Screen(Record):
    name: str
    pattern: Annotated[re.Pattern[str], PlainValidator(_pattern)]
    # The component in frontend/src/app/routes/ that draws it.
    screen: str
    # "bare": embedded and mobile-app screens, without header, footer, sidebar or ads.
    layout: Literal["site", "bare"] = "site"
    # "one": a screen of one item in one language (an article, a tag, a comic): no hreflang pair.
    languages: Literal["both", "one"] = "both"
    reads: tuple[Read, ...] = ()

    @property
    def has_layout(self) -> bool:
        return self.layout == "site"

    @property
    def is_in_both_editions(self) -> bool:
        return self.languages == "both"


class ScreenTable(Record):
    layout_reads: tuple[Read, ...] = Field(alias="layoutReads")
    # In the order they are tried: the first whose pattern matches shows the path.
    screens: tuple[Screen, ...]

    def match(self, path: str) -> tuple[Screen | None, dict[str, str | None]]:
        """The screen of `path` (inside an edition, without /en) and its path parameters (None
        where an optional one is not in the path)."""
        for screen in self.screens:
            found = screen.pattern.match(path)
            if found:
                return screen, found.groupdict()
        return None, {}


def _problems(table: ScreenTable) -> list[str]:
    """References that could never be found: a typo in screens.ts, or a lookup this server lacks."""
    found: list[str] = []
    places = [("layoutReads", read, frozenset[str]()) for read in table.layout_reads] + [
        (screen.name, read, frozenset(screen.pattern.groupindex)) for screen in table.screens for read in screen.reads
    ]
    for place, read, params in places:
        named = [ref for value in read.args.values() for ref in references(value)]
        named += [f":{segment}" for segment in read.segments if segment not in read.args]
        if read.when is not None:
            if read.when.startswith(REFERENCE_KINDS):
                named.append(read.when)
            else:
                found.append(f"{place}: {read.api}: `when` must be a reference, got {read.when!r}")
        for ref in named:
            kind, name = ref[0], ref[1:]
            if kind == ":" and name not in params:
                found.append(f"{place}: {read.api} names {ref}, which is not a parameter of the path")
            elif kind == "=" and name not in LOOKUPS:
                found.append(f"{place}: {read.api} names {ref}, which web/lookups.py does not know")
    return found


@lru_cache(maxsize=4)
def _load(path: Path, mtime_ns: int, size: int) -> ScreenTable:
    try:
        data = orjson.loads(path.read_bytes())
    except orjson.JSONDecodeError as problem:
        raise ImproperlyConfigured(f"{path} is not JSON ({problem}): run `make build`.") from None
    table = validate(ScreenTable, data, path.name, ImproperlyConfigured)
    problems = _problems(table)
    if problems:
        raise ImproperlyConfigured("\n".join(problems))
    return table


def screen_table() -> ScreenTable:
    """The screens of the current build (read again when the build rewrites the file)."""
    path: Path = settings.ROUTES_FILE
    try:
        stat = path.stat()
    except FileNotFoundError:
        raise ImproperlyConfigured(
            f"The frontend is not built: {path} is missing (run `make build`; it writes the screens of "
            "frontend/src/app/screens.ts there)."
        ) from None
    return _load(path, stat.st_mtime_ns, stat.st_size)


def match_screen(path: str) -> tuple[Screen | None, dict[str, str | None]]:
    """The screen that shows `path` (inside an edition) and its path parameters, or (None, {})."""
    return screen_table().match(path)
