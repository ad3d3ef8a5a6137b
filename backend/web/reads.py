"""A page's reads, made on the server: each declared read's values found for this request
(web/screens.py's references), the API read it names called directly (common/api_reads.py), and its
answer embedded in the page as the API writes it.

No request is built and no URL resolved: each declared read is bound once to its reader by the shape
of its path (`bind`), and called with the page's values. The page names each answer by its template
and values, from which the browser makes its own key. The answer's bytes go into the page untouched
(`orjson.Fragment`); only what the server itself must look into is parsed (`PageRead.data`).
"""
from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import orjson
from django.core.exceptions import ImproperlyConfigured
from django.http import QueryDict

from common import cache, cache_tags
from common.api_reads import CONTENT_TYPE, READERS, Answer, Reader, as_text
from common.languages import Language
from performance.local_copies import LocalLru

from .lookups import LOOKUPS
from .screens import REFERENCE_KINDS, Read, Value

Scalar = str | int | float
CACHED_PREFIX = "/api/cache/"


class References:
    """Where the `":name"`, `"?name"` and `"=name"` values of one page request are found."""

    def __init__(self, path_params: Mapping[str, str | None], query: QueryDict) -> None:
        self.path_params = path_params
        self.query = query
        self._looked_up: dict[str, Scalar | None] = {}

    def value(self, declared: Value) -> Scalar | None:
        """What `declared` stands for on this page; None when it is absent."""
        if isinstance(declared, list):
            # Lazily: a lookup later in the list costs nothing when an earlier value is there.
            return next((found for found in map(self.value, declared) if found is not None), None)
        if not isinstance(declared, str) or not declared.startswith(REFERENCE_KINDS):
            return declared
        kind, name = declared[0], declared[1:]
        if kind == ":":
            return self.path_params.get(name)
        if kind == "?":
            return self.query.get(name)
        if name not in self._looked_up:  # once a page, however many reads name it
            self._looked_up[name] = LOOKUPS[name]()
        return self._looked_up[name]


def resolve(read: Read, refs: References) -> dict[str, Scalar] | None:
    """The values of `read` on this page, its segments' and its query parameters' (a parameter with
    no value is left out); None when the read is not made: `when` is absent, or a segment has no value."""
    if read.when is not None and refs.value(read.when) is None:
        return None
    args: dict[str, Scalar] = {}
    for name in read.segments:
        found = refs.value(read.args.get(name, f":{name}"))  # undeclared: the path's parameter of that name
        if found is None or found == "":
            return None
        args[name] = found
    for name, declared in read.args.items():
        if name not in args:
            found = refs.value(declared)
            if found is not None and found != "":
                args[name] = found
    return args


@dataclass
class PageRead:
    """A read the page made and embeds."""

    declared: Read
    args: dict[str, Scalar]
    answer: Answer
    is_layout: bool = False

    @cached_property
    def data(self) -> Any:
        """The answer parsed, once: only for what the server looks into (the article's language, JSON-LD)."""
        return orjson.loads(self.answer.body)

    @property
    def is_missing(self) -> bool:
        """A read the screen requires found nothing: the page is a 404."""
        return self.declared.required and self.answer.status == 404

    def embedded(self) -> dict[str, object]:
        """The page's entry for it (frontend shared/api/payload.ts reads it)."""
        entry: dict[str, object] = {
            "api": self.declared.api,
            "args": self.args,
            "status": self.answer.status,
            "data": orjson.Fragment(self.answer.body),
        }
        if self.is_layout:
            entry["layout"] = True
        return entry


# Answers kept per process: the layout's reads are the same on every page, so an uncached page
# runs only its own reads (performance/local_copies.py; an entry dies with its tags' versions).
_answers: LocalLru[Answer] = LocalLru(max_bytes=16 * 1024 * 1024, ttl=10.0)


Planned = list[tuple[Read, dict[str, Scalar]]]


def planned_reads(declared: Iterable[Read], refs: References) -> Planned:
    """The reads of `declared` that this page has the values for, with those values, in their order."""
    return [(read, args) for read in declared if (args := resolve(read, refs)) is not None]


def make_reads(planned: Planned, language: Language, is_layout: bool = False) -> list[PageRead]:
    return [PageRead(read, args, _answer(read, args, language), is_layout) for read, args in planned]


def page_reads(
    declared: Iterable[Read], refs: References, language: Language, is_layout: bool = False,
) -> list[PageRead]:
    """Make the reads of `declared` that this page has the values for, in their order."""
    return make_reads(planned_reads(declared, refs), language, is_layout)


def read_tags(read: Read, args: Mapping[str, Scalar]) -> set[str]:
    """The tags of what the answer to `read` with `args` shows (common/cache_tags.py)."""
    binding = bind(read)
    return binding.reader.tags(binding.values(args))


def page_tags(screen_reads: Iterable[tuple[Read, Mapping[str, Scalar]]], is_layout: bool) -> set[str]:
    """The tags of a page from its reads, before they are made.

    The layout's list of the latest stories is on every page; with its tag, each story published
    would be a change of every page. Pages leave it out: the browser fetches a layout read again when
    the page's copy is older than its queries' stale time (frontend shared/api/queryClient.ts), and a
    page's kept copy lives at most cache.RESPONSE_TTL. The layout's other reads (menus, the breaking
    strip) change rarely and must show at once: they count, as do the ad slots and the site notice that
    every page carries (ads, pages).
    """
    tags: set[str] = {cache_tags.SITE, "ads", "pages"}
    for read, args in screen_reads:
        found = read_tags(read, args)
        tags |= found - {cache_tags.NEWS_LISTS} if is_layout else found
    return tags


def _answer(read: Read, args: dict[str, Scalar], language: Language) -> Answer:
    if read.method == "POST":
        return _run(read, args, language)  # uncached, as the browser's POST is; the page is cached
    key = orjson.dumps([language, read.api, sorted(args.items())]).decode()
    tags = read_tags(read, args)
    version = cache_tags.version_of(*tags)
    kept = _answers.get(key, version)
    if kept is None:
        kept = _shared(read, args, language, tags) if read.api.startswith(CACHED_PREFIX) else _run(read, args, language)
        if kept.status in (200, 404):
            _answers.put(key, version, kept, len(key) + len(kept.body))
    return kept


def _shared(read: Read, args: dict[str, Scalar], language: Language, tags: set[str]) -> Answer:
    """A read of the cached twin, through the entry the browser's request for it finds
    (common/views.py cached_api): a page and the API fill the same entry."""
    path = "/api/" + read.path(args).removeprefix(CACHED_PREFIX)
    query = [(name, as_text(value)) for name, value in args.items() if name not in read.segments]
    key = cache.answer_key("api", language, path, [*query, ("lang", language)])
    entry = cache.current_entry(key)
    if entry is not None:
        return Answer(entry.status, entry.content)
    snapshot = cache_tags.snapshot(tags)
    answer = _run(read, args, language)
    cache.store_content(key, answer.status, answer.body, CONTENT_TYPE, snapshot)
    return answer


def _run(read: Read, args: dict[str, Scalar], language: Language) -> Answer:
    """Call the read's function (common/api_reads.py) with the page's values."""
    binding = bind(read)
    return binding.reader(language, binding.values(args))


@dataclass(frozen=True)
class Binding:
    """A declared read bound to the API read it makes: the reader, and where each of the reader's path
    inputs comes from: a segment of the declared path (its value) or a fixed part of it."""

    reader: Reader
    from_segment: dict[str, str]
    fixed: dict[str, str]

    def values(self, args: Mapping[str, Scalar]) -> dict[str, Scalar]:
        values: dict[str, Scalar] = {name: value for name, value in args.items() if name not in self.segments}
        values.update(self.fixed)
        values.update({name: args[segment] for name, segment in self.from_segment.items()})
        return values

    @cached_property
    def segments(self) -> set[str]:
        return set(self.from_segment.values())


def bind(read: Read) -> Binding:
    """The reader `read` makes: the one whose path has the declared path's shape, fixed parts matching
    (the most of them, when several would). A read no reader makes fails at once."""
    return _bind(read.method, read.api)


@functools.cache
def _bind(method: str, api: str) -> Binding:
    import config.api  # noqa: F401 - the readers register as the API's routers are built

    prefix = CACHED_PREFIX if api.startswith(CACHED_PREFIX) else "/api/"
    declared = api.removeprefix(prefix).split("/")
    found: list[tuple[int, Binding]] = []
    for reader in READERS:
        parts = reader.path.strip("/").split("/")
        if reader.method != method or len(parts) != len(declared):
            continue
        from_segment, fixed, same = {}, {}, 0
        for mine, theirs in zip(declared, parts, strict=True):
            name = theirs[1:-1].rpartition(":")[2] if theirs.startswith("{") else None
            if name is None:
                if mine != theirs:
                    break
                same += 1
            elif mine.startswith(":"):
                from_segment[name] = mine[1:]
            else:
                fixed[name] = mine
        else:
            found.append((same, Binding(reader, from_segment, fixed)))
    found.sort(key=lambda match: -match[0])
    if not found or (len(found) > 1 and found[0][0] == found[1][0]):
        raise ImproperlyConfigured(f"{method} {api}: {'several' if found else 'no'} API reads have its path")
    return found[0][1]
